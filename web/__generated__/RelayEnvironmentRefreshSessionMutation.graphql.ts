/**
 * @generated SignedSource<<b4b1d59e1eadeac967ee6941c9735d5d>>
 * @relayHash 560e768428ee4389cf9bad9e701084a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4fa1d117f15f89019c99644abc9aed14039ae6440a93164b02cc40d5ee14f535

import { ConcreteRequest } from 'relay-runtime';
export type RelayEnvironmentRefreshSessionMutation$variables = Record<PropertyKey, never>;
export type RelayEnvironmentRefreshSessionMutation$data = {
  readonly refreshSession: {
    readonly __typename: string;
    readonly accessToken?: string | null | undefined;
    readonly message?: string;
  };
};
export type RelayEnvironmentRefreshSessionMutation = {
  response: RelayEnvironmentRefreshSessionMutation$data;
  variables: RelayEnvironmentRefreshSessionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "refreshSession",
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
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accessToken",
            "storageKey": null
          }
        ],
        "type": "SignInPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "RelayEnvironmentRefreshSessionMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RelayEnvironmentRefreshSessionMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4fa1d117f15f89019c99644abc9aed14039ae6440a93164b02cc40d5ee14f535",
    "metadata": {},
    "name": "RelayEnvironmentRefreshSessionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "eec76e3c28e956469dd1c743802d8e6a";

export default node;
