/**
 * @generated SignedSource<<7956ce099bd602523aea1b7a05bf1103>>
 * @relayHash 194c0baddb9275a560afa1f2d16ade74
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0141e46992a48851dc394ca2b1be9dc3ff3bf733c15067f49394a16b174207b9

import { ConcreteRequest } from 'relay-runtime';
export type VerifyTwoFactorSignInInput = {
  code: string;
  userId: string;
};
export type useVerifyTwoFactorSignInMutation$variables = {
  input: VerifyTwoFactorSignInInput;
};
export type useVerifyTwoFactorSignInMutation$data = {
  readonly verifyTwoFactorSignIn: {
    readonly __typename: string;
    readonly accessToken?: string | null | undefined;
    readonly message?: string;
  };
};
export type useVerifyTwoFactorSignInMutation = {
  response: useVerifyTwoFactorSignInMutation$data;
  variables: useVerifyTwoFactorSignInMutation$variables;
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
    "name": "verifyTwoFactorSignIn",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useVerifyTwoFactorSignInMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVerifyTwoFactorSignInMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0141e46992a48851dc394ca2b1be9dc3ff3bf733c15067f49394a16b174207b9",
    "metadata": {},
    "name": "useVerifyTwoFactorSignInMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6e046e7b81ee4fa9b6600fc45d4624de";

export default node;
