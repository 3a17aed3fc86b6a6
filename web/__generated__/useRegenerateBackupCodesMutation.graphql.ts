/**
 * @generated SignedSource<<0c9569033669e3d5cc2bcb5b24116490>>
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
export type useRegenerateBackupCodesMutation$variables = {
  input: TwoFactorCodeAndPasswordInput;
};
export type useRegenerateBackupCodesMutation$data = {
  readonly regenerateBackupCodes: {
    readonly __typename: string;
    readonly backupCodes?: ReadonlyArray<string>;
    readonly message?: string;
    readonly remainingCount?: number;
  };
};
export type useRegenerateBackupCodesMutation = {
  response: useRegenerateBackupCodesMutation$data;
  variables: useRegenerateBackupCodesMutation$variables;
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
    "name": "regenerateBackupCodes",
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
    "name": "useRegenerateBackupCodesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRegenerateBackupCodesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "dd094842c0ac8d99c856dffda7fb79e5",
    "id": null,
    "metadata": {},
    "name": "useRegenerateBackupCodesMutation",
    "operationKind": "mutation",
    "text": "mutation useRegenerateBackupCodesMutation(\n  $input: TwoFactorCodeAndPasswordInput!\n) {\n  regenerateBackupCodes(input: $input) {\n    __typename\n    ... on BackupCodesPayload {\n      backupCodes\n      remainingCount\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fe3b68bb5497e30d77b2ae1321653eff";

export default node;
