/**
 * @generated SignedSource<<a6a7842d6adfba4f92696c0dab1f5c4e>>
 * @relayHash edc6f71cd1d2a2a010dc122f892a06d0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 385947ed2360540f324727222e2a6987a360257be433c6294ee87f7d5ca63a79

import { ConcreteRequest } from 'relay-runtime';
export type DemoNoticeQuery$variables = Record<PropertyKey, never>;
export type DemoNoticeQuery$data = {
  readonly viewer: {
    readonly isDemo: boolean;
  } | null | undefined;
};
export type DemoNoticeQuery = {
  response: DemoNoticeQuery$data;
  variables: DemoNoticeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDemo",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DemoNoticeQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DemoNoticeQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "385947ed2360540f324727222e2a6987a360257be433c6294ee87f7d5ca63a79",
    "metadata": {},
    "name": "DemoNoticeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0f0aa2c224313177acc6bc2ac9a2170d";

export default node;
