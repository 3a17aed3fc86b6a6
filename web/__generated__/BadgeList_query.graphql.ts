/**
 * @generated SignedSource<<b3259301ccb737d8b7b81ec74c350589>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BadgeRarity = "common" | "epic" | "legendary" | "rare" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BadgeList_query$data = {
  readonly badges: ReadonlyArray<{
    readonly description: string;
    readonly icon: string;
    readonly id: string;
    readonly name: string;
    readonly rarity: BadgeRarity;
    readonly unlockedAt: any | null | undefined;
  }>;
  readonly " $fragmentType": "BadgeList_query";
};
export type BadgeList_query$key = {
  readonly " $data"?: BadgeList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"BadgeList_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BadgeList_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Badge",
      "kind": "LinkedField",
      "name": "badges",
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "icon",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rarity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unlockedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "2d9e35a298594dc0c400f26ecb9f9bf5";

export default node;
