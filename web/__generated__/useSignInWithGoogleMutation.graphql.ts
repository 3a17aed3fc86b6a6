/**
 * @generated SignedSource<<e3e1ef93714518f9385e67b2737b9b4a>>
 * @relayHash ae0701587d7596ef22cda073cf67d129
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3852d983b5cc80736a5e9ae092877aca781e48fc4f2f8898c2beceefab580ec3

import { ConcreteRequest } from 'relay-runtime';
export type SignInWithGoogleInput = {
  code?: string | null | undefined;
  idToken?: string | null | undefined;
  state?: string | null | undefined;
};
export type useSignInWithGoogleMutation$variables = {
  input: SignInWithGoogleInput;
};
export type useSignInWithGoogleMutation$data = {
  readonly signInWithGoogle: {
    readonly __typename: string;
    readonly accessToken?: string | null | undefined;
    readonly message?: string;
    readonly mfaRequired?: boolean;
    readonly userId?: string | null | undefined;
  };
};
export type useSignInWithGoogleMutation = {
  response: useSignInWithGoogleMutation$data;
  variables: useSignInWithGoogleMutation$variables;
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
    "name": "signInWithGoogle",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mfaRequired",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userId",
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
    "name": "useSignInWithGoogleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSignInWithGoogleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3852d983b5cc80736a5e9ae092877aca781e48fc4f2f8898c2beceefab580ec3",
    "metadata": {},
    "name": "useSignInWithGoogleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "235b2026298ff36083ae0a9b0d962a6d";

export default node;
