/**
 * @generated SignedSource<<5f86925696191ed0d71b07cd2b6b6761>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSignOutEverywhereElseMutation$variables = Record<PropertyKey, never>;
export type useSignOutEverywhereElseMutation$data = {
  readonly signOutEverywhereElse: {
    readonly revokedCount: number;
  };
};
export type useSignOutEverywhereElseMutation = {
  response: useSignOutEverywhereElseMutation$data;
  variables: useSignOutEverywhereElseMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SignOutEverywhereElsePayload",
    "kind": "LinkedField",
    "name": "signOutEverywhereElse",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revokedCount",
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
    "name": "useSignOutEverywhereElseMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSignOutEverywhereElseMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "6b55e6cc9b82c2467c48ae100fe8ecc7",
    "id": null,
    "metadata": {},
    "name": "useSignOutEverywhereElseMutation",
    "operationKind": "mutation",
    "text": "mutation useSignOutEverywhereElseMutation {\n  signOutEverywhereElse {\n    revokedCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "bc28000f3bcf5df8c8f43a90c03de5ea";

export default node;
