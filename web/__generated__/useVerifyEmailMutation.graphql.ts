/**
 * @generated SignedSource<<0a355789582d499cee436b58a575aa4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VerifyEmailInput = {
  token: string;
};
export type useVerifyEmailMutation$variables = {
  input: VerifyEmailInput;
};
export type useVerifyEmailMutation$data = {
  readonly verifyEmail: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useVerifyEmailMutation = {
  response: useVerifyEmailMutation$data;
  variables: useVerifyEmailMutation$variables;
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
    "name": "verifyEmail",
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
    "name": "useVerifyEmailMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVerifyEmailMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "d0891bf4b609791fd22c2fba29477dba",
    "id": null,
    "metadata": {},
    "name": "useVerifyEmailMutation",
    "operationKind": "mutation",
    "text": "mutation useVerifyEmailMutation(\n  $input: VerifyEmailInput!\n) {\n  verifyEmail(input: $input) {\n    __typename\n    ... on MessagePayload {\n      message\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cfc6093dac6e89ee0427e3ce1b5428eb";

export default node;
