/**
 * @generated SignedSource<<b3d039ecd072c76a8f6e2f8e53f4e4bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};
export type useChangePasswordMutation$variables = {
  input: ChangePasswordInput;
};
export type useChangePasswordMutation$data = {
  readonly changePassword: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useChangePasswordMutation = {
  response: useChangePasswordMutation$data;
  variables: useChangePasswordMutation$variables;
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
    "name": "changePassword",
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
    "name": "useChangePasswordMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangePasswordMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "c813f359948d95d674d114529dc5dfbe",
    "id": null,
    "metadata": {},
    "name": "useChangePasswordMutation",
    "operationKind": "mutation",
    "text": "mutation useChangePasswordMutation(\n  $input: ChangePasswordInput!\n) {\n  changePassword(input: $input) {\n    __typename\n    ... on MessagePayload {\n      message\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0080357785b78389c2e42f1c55a318f7";

export default node;
