/**
 * @generated SignedSource<<dbb46b16f81ca036d5da788d283e7346>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AuthProviderViewerQuery$variables = Record<PropertyKey, never>;
export type AuthProviderViewerQuery$data = {
  readonly viewer: {
    readonly createdAt: any;
    readonly email: string;
    readonly id: string;
    readonly mfaEnabled: boolean;
    readonly name: string;
    readonly picture: string | null | undefined;
    readonly subscriptionStatus: string;
    readonly userId: string;
  } | null | undefined;
};
export type AuthProviderViewerQuery = {
  response: AuthProviderViewerQuery$data;
  variables: AuthProviderViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
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
        "name": "userId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
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
        "name": "picture",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mfaEnabled",
        "storageKey": null
      },
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
        "kind": "ScalarField",
        "name": "createdAt",
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
    "name": "AuthProviderViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AuthProviderViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "fcbd0bd42f8a8783be70d201530fd5dc",
    "id": null,
    "metadata": {},
    "name": "AuthProviderViewerQuery",
    "operationKind": "query",
    "text": "query AuthProviderViewerQuery {\n  viewer {\n    id\n    userId\n    email\n    name\n    picture\n    mfaEnabled\n    subscriptionStatus\n    createdAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "e09080bcebde41ce27b7820e28e2ce25";

export default node;
