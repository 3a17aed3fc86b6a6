/**
 * @generated SignedSource<<2256f511cfd4185187f4657ff20c67bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "dcfd291c08df86357f6d24c2cc8aafc0",
    "id": null,
    "metadata": {},
    "name": "AuthProviderSignOutMutation",
    "operationKind": "mutation",
    "text": "mutation AuthProviderSignOutMutation {\n  signOut {\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "ba76f1e752981363416f1124e398482b";

export default node;
