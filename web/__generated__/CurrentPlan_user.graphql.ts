/**
 * @generated SignedSource<<10138be2ceebe7e9f63bc0ddb7ffc850>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillingInterval = "day" | "month" | "week" | "year" | "%future added value";
export type SubscriptionState = "active" | "canceled" | "expired" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CurrentPlan_user$data = {
  readonly subscription: {
    readonly cancelAtPeriodEnd: boolean;
    readonly currentPeriodEnd: any;
    readonly price: {
      readonly interval: BillingInterval;
      readonly product: {
        readonly name: string;
      };
    } | null | undefined;
    readonly status: SubscriptionState;
  } | null | undefined;
  readonly " $fragmentType": "CurrentPlan_user";
};
export type CurrentPlan_user$key = {
  readonly " $data"?: CurrentPlan_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"CurrentPlan_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CurrentPlan_user",
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
          "name": "currentPeriodEnd",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cancelAtPeriodEnd",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Price",
          "kind": "LinkedField",
          "name": "price",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "interval",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Product",
              "kind": "LinkedField",
              "name": "product",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "name",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "c0e74a69e522a0a93f90c7e849dfb7f4";

export default node;
