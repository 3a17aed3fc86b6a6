/**
 * @generated SignedSource<<ab557f39d007235c64cf99e57e2d6cd3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TwoFactorCodeAndPasswordInput = {
  code: string;
  password: string;
};
export type useDisableTwoFactorMutation$variables = {
  input: TwoFactorCodeAndPasswordInput;
};
export type useDisableTwoFactorMutation$data = {
  readonly disableTwoFactor: {
    readonly __typename: string;
    readonly enabled?: boolean;
    readonly message?: string;
    readonly remainingBackupCodes?: number;
  };
};
export type useDisableTwoFactorMutation = {
  response: useDisableTwoFactorMutation$data;
  variables: useDisableTwoFactorMutation$variables;
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
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "disableTwoFactor",
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
            "name": "enabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "remainingBackupCodes",
            "storageKey": null
          }
        ],
        "type": "TwoFactorStatus",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDisableTwoFactorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDisableTwoFactorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9e2eae7e60ccefdabb52bd1362843266",
    "id": null,
    "metadata": {},
    "name": "useDisableTwoFactorMutation",
    "operationKind": "mutation",
    "text": "mutation useDisableTwoFactorMutation(\n  $input: TwoFactorCodeAndPasswordInput!\n) {\n  disableTwoFactor(input: $input) {\n    __typename\n    ... on TwoFactorStatus {\n      enabled\n      remainingBackupCodes\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b08f038b5e1d0e2ba72fff0ab91bfbf9";

export default node;
