/**
 * @generated SignedSource<<7a8e46adf59e8d6c62443922aaff21af>>
 * @relayHash fcbd0bd42f8a8783be70d201530fd5dc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 671e27f981a6431bc1e360ca5c2cf5c8efe3e040c6a9e6fd46c7d0a9ede23d89

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
    "id": "671e27f981a6431bc1e360ca5c2cf5c8efe3e040c6a9e6fd46c7d0a9ede23d89",
    "metadata": {},
    "name": "AuthProviderViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e09080bcebde41ce27b7820e28e2ce25";

export default node;
