/**
 * @generated SignedSource<<c9f35206f372a3906b878bce4f6057b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "ae0701587d7596ef22cda073cf67d129",
    "id": null,
    "metadata": {},
    "name": "useSignInWithGoogleMutation",
    "operationKind": "mutation",
    "text": "mutation useSignInWithGoogleMutation(\n  $input: SignInWithGoogleInput!\n) {\n  signInWithGoogle(input: $input) {\n    __typename\n    ... on SignInPayload {\n      accessToken\n      mfaRequired\n      userId\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "235b2026298ff36083ae0a9b0d962a6d";

export default node;
