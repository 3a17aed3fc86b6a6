/**
 * @generated SignedSource<<a1ba5af2344e7fedffcdede931ecdc3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RevokeSessionInput = {
  sessionId: string;
};
export type useRevokeSessionMutation$variables = {
  input: RevokeSessionInput;
};
export type useRevokeSessionMutation$data = {
  readonly revokeSession: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useRevokeSessionMutation = {
  response: useRevokeSessionMutation$data;
  variables: useRevokeSessionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "revokeSession",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "MessagePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRevokeSessionMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRevokeSessionMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "7c5392ee1feb21bce8e7e434ddcdb39a",
    "id": null,
    "metadata": {},
    "name": "useRevokeSessionMutation",
    "operationKind": "mutation",
    "text": "mutation useRevokeSessionMutation(\n  $input: RevokeSessionInput!\n) {\n  revokeSession(input: $input) {\n    __typename\n    ... on MessagePayload {\n      message\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "365e6bacc615cd5ac088b559d1c220c3";

export default node;
