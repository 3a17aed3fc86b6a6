/**
 * @generated SignedSource<<41543e66166b430acde84c491101790a>>
 * @relayHash dcfd291c08df86357f6d24c2cc8aafc0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 56a3a44ef8f73cbb2fa464c0ce597c0f85c0280aa3fa9bf576d3d2cc54013141

import { ConcreteRequest } from 'relay-runtime';
export type AuthProviderSignOutMutation$variables = Record<PropertyKey, never>;
export type AuthProviderSignOutMutation$data = {
  readonly signOut: {
    readonly message: string;
  };
};
export type AuthProviderSignOutMutation = {
  response: AuthProviderSignOutMutation$data;
  variables: AuthProviderSignOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MessagePayload",
    "kind": "LinkedField",
    "name": "signOut",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
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
    "name": "AuthProviderSignOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AuthProviderSignOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "56a3a44ef8f73cbb2fa464c0ce597c0f85c0280aa3fa9bf576d3d2cc54013141",
    "metadata": {},
    "name": "AuthProviderSignOutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ba76f1e752981363416f1124e398482b";

export default node;
