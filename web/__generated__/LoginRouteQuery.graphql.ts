/**
 * @generated SignedSource<<716f7e4c035cc02922d80d746ff0cb46>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoginRouteQuery$variables = Record<PropertyKey, never>;
export type LoginRouteQuery$data = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LoginRouteQuery",
    "selections": [
      (v0/*:: as any*/),
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
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "demoSignIn",
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ed748b745d947be901f39d2a8d9317ba",
    "id": null,
    "metadata": {},
    "name": "LoginRouteQuery",
    "operationKind": "query",
    "text": "query LoginRouteQuery {\n  googleSignIn {\n    enabled\n  }\n  ...GoogleSignIn_query\n}\n\nfragment GoogleSignIn_query on Query {\n  googleSignIn {\n    enabled\n  }\n  demoSignIn\n}\n"
  }
};
})();

(node as any).hash = "a6ddfb488d0a9747cd3fcf40fca7c213";

export default node;
