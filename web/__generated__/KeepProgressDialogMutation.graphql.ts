/**
 * @generated SignedSource<<c43f0a14be2cc220379a81a8d500a503>>
 * @relayHash 1d243b214b44819fa66764a0f992fa9d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b5c1afe6dc627a3e1dcca73e4df1c75ede0ba107cb8d740db33a9a9c4a8e2726

import { ConcreteRequest } from 'relay-runtime';
export type RegisterInput = {
  email: string;
  name: string;
  password: string;
};
export type KeepProgressDialogMutation$variables = {
  input: RegisterInput;
};
export type KeepProgressDialogMutation$data = {
  readonly keepDemoProgress: {
    readonly __typename: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
    readonly viewer?: {
      readonly email: string;
      readonly emailVerified: boolean;
      readonly hasPassword: boolean;
      readonly id: string;
      readonly isDemo: boolean;
      readonly name: string;
    };
  };
};
export type KeepProgressDialogMutation = {
  response: KeepProgressDialogMutation$data;
  variables: KeepProgressDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
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
    "name": "keepDemoProgress",
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
          (v1/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "emailVerified",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasPassword",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "KeepDemoProgressPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
        "type": "InputError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "KeepProgressDialogMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "KeepProgressDialogMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b5c1afe6dc627a3e1dcca73e4df1c75ede0ba107cb8d740db33a9a9c4a8e2726",
    "metadata": {},
    "name": "KeepProgressDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8c4b978c11e37bd0c42f55eca7f926ca";

export default node;
