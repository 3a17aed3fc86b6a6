/**
 * @generated SignedSource<<3af96ba02a4cb5972475e235502f575e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecentAchievements_stats$data = {
  readonly achievements: ReadonlyArray<{
    readonly achievedAt: any;
    readonly id: string;
    readonly points: number;
    readonly title: string;
  }>;
  readonly " $fragmentType": "RecentAchievements_stats";
};
export type RecentAchievements_stats$key = {
  readonly " $data"?: RecentAchievements_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecentAchievements_stats">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecentAchievements_stats",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Achievement",
      "kind": "LinkedField",
      "name": "achievements",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
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
          "name": "points",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "achievedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "UserStats",
  "abstractKey": null
};

(node as any).hash = "ea7b5c5c01435bc4a785ceb45eef2e11";

export default node;
