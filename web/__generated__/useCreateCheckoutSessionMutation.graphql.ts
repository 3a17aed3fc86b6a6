/**
 * @generated SignedSource<<c8d9825d2e73ae28ae6af30f88fa1486>>
 * @relayHash b06edcaeb953b84bcdfefb5c584e4f59
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 22e58486fd14c8b4dc7e9c966086f4b7f95e2cada1c79a55f01f89b59920d7a2

import { ConcreteRequest } from 'relay-runtime';
export type BillingMode = "DEMO" | "LIVE" | "OFF" | "%future added value";
export type CreateCheckoutSessionInput = {
  idempotencyKey?: string | null | undefined;
  priceId: string;
  source?: string | null | undefined;
};
export type useCreateCheckoutSessionMutation$variables = {
  input: CreateCheckoutSessionInput;
};
export type useCreateCheckoutSessionMutation$data = {
  readonly createCheckoutSession: {
    readonly __typename: string;
    readonly message?: string;
    readonly mode?: BillingMode;
    readonly sessionId?: string;
    readonly url?: string;
  };
};
export type useCreateCheckoutSessionMutation = {
  response: useCreateCheckoutSessionMutation$data;
  variables: useCreateCheckoutSessionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createCheckoutSession",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sessionId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mode",
            "storageKey": null
          }
        ],
        "type": "CreateCheckoutSessionPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateCheckoutSessionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateCheckoutSessionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "22e58486fd14c8b4dc7e9c966086f4b7f95e2cada1c79a55f01f89b59920d7a2",
    "metadata": {},
    "name": "useCreateCheckoutSessionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "69d74ec53571748091d4c4cc6b0dc2c8";

export default node;
