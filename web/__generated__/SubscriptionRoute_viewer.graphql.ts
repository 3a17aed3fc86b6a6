/**
 * @generated SignedSource<<68fad0b42425f0a672911e26a4dc4e5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SubscriptionState = "active" | "canceled" | "expired" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SubscriptionRoute_viewer$data = {
  readonly subscription: {
    readonly planId: string;
    readonly status: SubscriptionState;
  } | null | undefined;
  readonly " $fragmentType": "SubscriptionRoute_viewer";
};
export type SubscriptionRoute_viewer$key = {
  readonly " $data"?: SubscriptionRoute_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionRoute_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscriptionRoute_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Subscription",
      "kind": "LinkedField",
      "name": "subscription",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "planId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "619d74742033cf7d1ae7f7188bd43c02";

export default node;
