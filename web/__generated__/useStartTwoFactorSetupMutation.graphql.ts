/**
 * @generated SignedSource<<ea8f948b8b2c4ba9227e2b936f5857d2>>
 * @relayHash 8f048f333bef8c274581053fed4ed138
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c52adbd4ef45efcb45dbfdfecc168341e841d40b1820058005d9e6074a947e0c

import { ConcreteRequest } from 'relay-runtime';
export type TotpAlgorithm = "SHA1" | "SHA256" | "%future added value";
export type StartTwoFactorSetupInput = {
  algorithm?: TotpAlgorithm | null | undefined;
};
export type useStartTwoFactorSetupMutation$variables = {
  input?: StartTwoFactorSetupInput | null | undefined;
};
export type useStartTwoFactorSetupMutation$data = {
  readonly startTwoFactorSetup: {
    readonly __typename: string;
    readonly algorithm?: TotpAlgorithm;
    readonly message?: string;
    readonly secret?: string;
    readonly uri?: string;
  };
};
export type useStartTwoFactorSetupMutation = {
  response: useStartTwoFactorSetupMutation$data;
  variables: useStartTwoFactorSetupMutation$variables;
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
    "name": "startTwoFactorSetup",
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
            "name": "secret",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "uri",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "algorithm",
            "storageKey": null
          }
        ],
        "type": "TwoFactorSetup",
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
    "name": "useStartTwoFactorSetupMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStartTwoFactorSetupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c52adbd4ef45efcb45dbfdfecc168341e841d40b1820058005d9e6074a947e0c",
    "metadata": {},
    "name": "useStartTwoFactorSetupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c306cca9f6a5c86d3eb297ac4f62cc69";

export default node;
