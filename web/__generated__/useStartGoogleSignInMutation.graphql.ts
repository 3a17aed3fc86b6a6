/**
 * @generated SignedSource<<12d535910ef94b5d87d9902ba7309169>>
 * @relayHash 6428913dfe65a4af6597e57d7c8b721d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eda1efc8899439c4b79419b5f5531e40c10de08e68b9ed844017c47e00ecb01f

import { ConcreteRequest } from 'relay-runtime';
export type useStartGoogleSignInMutation$variables = Record<PropertyKey, never>;
export type useStartGoogleSignInMutation$data = {
  readonly startGoogleSignIn: {
    readonly __typename: string;
    readonly authorizationUrl?: string;
    readonly clientId?: string;
    readonly message?: string;
    readonly nonce?: string;
    readonly state?: string;
  };
};
export type useStartGoogleSignInMutation = {
  response: useStartGoogleSignInMutation$data;
  variables: useStartGoogleSignInMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "startGoogleSignIn",
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
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nonce",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "authorizationUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "clientId",
            "storageKey": null
          }
        ],
        "type": "GoogleSignInStart",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useStartGoogleSignInMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useStartGoogleSignInMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "eda1efc8899439c4b79419b5f5531e40c10de08e68b9ed844017c47e00ecb01f",
    "metadata": {},
    "name": "useStartGoogleSignInMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e2f423534415cca1b90e1d76012cbcbe";

export default node;
