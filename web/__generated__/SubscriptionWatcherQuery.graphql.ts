/**
 * @generated SignedSource<<ba8be24fb17b3f3a16327f8befc179a5>>
 * @relayHash ed29ae4afe8cfa87f372b3e3f0975f7c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 27947bc1fc5d68b68e212b51b6d4c913a2dfa743002c428c3d97d2b6a9043b32

import { ConcreteRequest } from 'relay-runtime';
export type SubscriptionState = "active" | "canceled" | "expired" | "%future added value";
export type SubscriptionWatcherQuery$variables = Record<PropertyKey, never>;
export type SubscriptionWatcherQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly subscription: {
      readonly cancelAtPeriodEnd: boolean;
      readonly currentPeriodEnd: any;
      readonly id: string;
      readonly planId: string;
      readonly status: SubscriptionState;
    } | null | undefined;
    readonly subscriptionStatus: string;
  } | null | undefined;
};
export type SubscriptionWatcherQuery = {
  response: SubscriptionWatcherQuery$data;
  variables: SubscriptionWatcherQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "subscriptionStatus",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Subscription",
        "kind": "LinkedField",
        "name": "subscription",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SubscriptionWatcherQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SubscriptionWatcherQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "27947bc1fc5d68b68e212b51b6d4c913a2dfa743002c428c3d97d2b6a9043b32",
    "metadata": {},
    "name": "SubscriptionWatcherQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4184eac635c6a8d06a20bbe92d6a6705";

export default node;
