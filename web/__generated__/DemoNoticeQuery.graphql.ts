/**
 * @generated SignedSource<<33413730bbc1ffcf8d0142ed8951cef4>>
 * @relayHash 7a37248e54918d3b36eeeaeadd5d495b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f2275dd1ce2dca644e8b258a4c06e8665158b918abd56a1cf9c5f2264404694

import { ConcreteRequest } from 'relay-runtime';
export type DemoNoticeQuery$variables = Record<PropertyKey, never>;
export type DemoNoticeQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly isDemo: boolean;
  } | null | undefined;
};
export type DemoNoticeQuery = {
  response: DemoNoticeQuery$data;
  variables: DemoNoticeQuery$variables;
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
    "name": "DemoNoticeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DemoNoticeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4f2275dd1ce2dca644e8b258a4c06e8665158b918abd56a1cf9c5f2264404694",
    "metadata": {},
    "name": "DemoNoticeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a43fd331aefa03263b4e1360146b57b3";

export default node;
