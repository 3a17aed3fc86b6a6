/**
 * @generated SignedSource<<cbe693b9cd586297de7c92e5b491d7df>>
 * @relayHash 651cc447aae73074430e564213cca064
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7b1fc37959ca0c34b22b3706d4cddfc04a1036ce34e27d87b142cd5b15e74c86

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoginRouteQuery$variables = Record<PropertyKey, never>;
export type LoginRouteQuery$data = {
  readonly demoSignIn: boolean;
  readonly googleSignIn: {
    readonly enabled: boolean;
  };
  readonly " $fragmentSpreads": FragmentRefs<"GoogleSignIn_query">;
};
export type LoginRouteQuery = {
  response: LoginRouteQuery$data;
  variables: LoginRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "GoogleSignInOptions",
  "kind": "LinkedField",
  "name": "googleSignIn",
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "demoSignIn",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LoginRouteQuery",
    "selections": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "GoogleSignIn_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LoginRouteQuery",
    "selections": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "id": "7b1fc37959ca0c34b22b3706d4cddfc04a1036ce34e27d87b142cd5b15e74c86",
    "metadata": {},
    "name": "LoginRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "94594599bfe89aba31a2ce6bb7a3110e";

export default node;
