/**
 * @generated SignedSource<<2581eeb682d9376e5c16609d53036c96>>
 * @relayHash af14a673bb6db8283d1e060e2e8b0504
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bc29122ee46207ecafc800f050ead44f72850106729c162e18497796f5cfb4db

import { ConcreteRequest } from 'relay-runtime';
export type AuthProviderViewerQuery$variables = Record<PropertyKey, never>;
export type AuthProviderViewerQuery$data = {
  readonly viewer: {
    readonly createdAt: any;
    readonly email: string;
    readonly id: string;
    readonly isDemo: boolean;
    readonly name: string;
    readonly picture: string | null | undefined;
    readonly subscriptionStatus: string;
    readonly twoFactor: {
      readonly enabled: boolean;
    };
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
        "concreteType": "TwoFactorStatus",
        "kind": "LinkedField",
        "name": "twoFactor",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enabled",
            "storageKey": null
          }
        ],
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isDemo",
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
    "id": "bc29122ee46207ecafc800f050ead44f72850106729c162e18497796f5cfb4db",
    "metadata": {},
    "name": "AuthProviderViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dc8da01c7f034e2c92a1f94258776fbe";

export default node;
