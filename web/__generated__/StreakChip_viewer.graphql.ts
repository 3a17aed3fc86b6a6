/**
 * @generated SignedSource<<d7411f42974f82170dbcf063b05ba850>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StreakChip_viewer$data = {
  readonly stats: {
    readonly accuracy: number;
    readonly correctAnswers: number;
    readonly currentStreak: number;
    readonly experiencePoints: number;
    readonly lastActivityDate: string | null | undefined;
    readonly level: number;
    readonly longestStreak: number;
    readonly nextLevelXP: number | null | undefined;
    readonly questionsAnswered: number;
    readonly title: string;
    readonly totalPoints: number;
  };
  readonly " $fragmentType": "StreakChip_viewer";
};
export type StreakChip_viewer$key = {
  readonly " $data"?: StreakChip_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"StreakChip_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StreakChip_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UserStats",
      "kind": "LinkedField",
      "name": "stats",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalPoints",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "level",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "experiencePoints",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextLevelXP",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currentStreak",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "longestStreak",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastActivityDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "questionsAnswered",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "correctAnswers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accuracy",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4515616fdc566197cd2780852caf6e95";

export default node;
