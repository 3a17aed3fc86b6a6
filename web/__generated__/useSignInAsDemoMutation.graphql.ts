/**
 * @generated SignedSource<<4c4d2223a7b39dd34fbecbe796bfeb4c>>
 * @relayHash 3d255f9ee6c3fffa1cf3e7fb4a8bfd1c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e0b3249ec5a9056a5f5c2c9322ed5484520fbf563a77cf0c647c02451b904f6

import { ConcreteRequest } from 'relay-runtime';
export type useSignInAsDemoMutation$variables = Record<PropertyKey, never>;
export type useSignInAsDemoMutation$data = {
  readonly signInAsDemo: {
    readonly __typename: string;
    readonly accessToken?: string | null | undefined;
    readonly message?: string;
  };
};
export type useSignInAsDemoMutation = {
  response: useSignInAsDemoMutation$data;
  variables: useSignInAsDemoMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "signInAsDemo",
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
            "name": "accessToken",
            "storageKey": null
          }
        ],
        "type": "SignInPayload",
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
    "name": "useSignInAsDemoMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSignInAsDemoMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "9e0b3249ec5a9056a5f5c2c9322ed5484520fbf563a77cf0c647c02451b904f6",
    "metadata": {},
    "name": "useSignInAsDemoMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "20f4993e00d19575fd58220d6f827ad5";

export default node;
