/**
 * @generated SignedSource<<c5f09d55a11ba4992d5c24c98abb9d0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TwoFactorCodeInput = {
  code: string;
};
export type useEnableTwoFactorMutation$variables = {
  input: TwoFactorCodeInput;
};
export type useEnableTwoFactorMutation$data = {
  readonly enableTwoFactor: {
    readonly __typename: string;
    readonly backupCodes?: ReadonlyArray<string>;
    readonly message?: string;
    readonly remainingCount?: number;
  };
};
export type useEnableTwoFactorMutation = {
  response: useEnableTwoFactorMutation$data;
  variables: useEnableTwoFactorMutation$variables;
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
    "name": "enableTwoFactor",
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
            "name": "backupCodes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "remainingCount",
            "storageKey": null
          }
        ],
        "type": "BackupCodesPayload",
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
    "name": "useEnableTwoFactorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEnableTwoFactorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "634998275d5505dd208cc7f47f4c6620",
    "id": null,
    "metadata": {},
    "name": "useEnableTwoFactorMutation",
    "operationKind": "mutation",
    "text": "mutation useEnableTwoFactorMutation(\n  $input: TwoFactorCodeInput!\n) {\n  enableTwoFactor(input: $input) {\n    __typename\n    ... on BackupCodesPayload {\n      backupCodes\n      remainingCount\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dc5ac8aa57d5ed51371c70c2e981c919";

export default node;
