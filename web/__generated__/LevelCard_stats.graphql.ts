/**
 * @generated SignedSource<<07170f739920adba795af66662655d31>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LevelCard_stats$data = {
  readonly currentLevelXP: number;
  readonly currentStreak: number;
  readonly experiencePoints: number;
  readonly level: number;
  readonly longestStreak: number;
  readonly nextLevelXP: number | null | undefined;
  readonly title: string;
  readonly totalPoints: number;
  readonly " $fragmentType": "LevelCard_stats";
};
export type LevelCard_stats$key = {
  readonly " $data"?: LevelCard_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"LevelCard_stats">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LevelCard_stats",
  "selections": [
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
      "name": "totalPoints",
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
      "name": "currentLevelXP",
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
    }
  ],
  "type": "UserStats",
  "abstractKey": null
};

(node as any).hash = "0134e5e99f2112a857d60163b519c590";

export default node;
