/**
 * @generated SignedSource<<09fc1c36fc5f559ae36036a6f6afb5e4>>
 * @relayHash ce567fd4f486bef5c5bece20897d8faf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 04b91335c0e963ca0bf7206820e51c12898d6e667883bceb1fbf91756c8fb502

import { ConcreteRequest } from 'relay-runtime';
export type UpdateTimeZoneInput = {
  timeZone: string;
};
export type useSetReminderTimeZoneMutation$variables = {
  input: UpdateTimeZoneInput;
};
export type useSetReminderTimeZoneMutation$data = {
  readonly updateTimeZone: {
    readonly __typename: "InputError";
    readonly message: string;
  } | {
    readonly __typename: "UpdateTimeZonePayload";
    readonly viewer: {
      readonly id: string;
      readonly timeZone: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSetReminderTimeZoneMutation = {
  response: useSetReminderTimeZoneMutation$data;
  variables: useSetReminderTimeZoneMutation$variables;
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
    "name": "updateTimeZone",
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
                "name": "timeZone",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateTimeZonePayload",
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
        "type": "InputError",
        "abstractKey": null
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
    "name": "useSetReminderTimeZoneMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetReminderTimeZoneMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "04b91335c0e963ca0bf7206820e51c12898d6e667883bceb1fbf91756c8fb502",
    "metadata": {},
    "name": "useSetReminderTimeZoneMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ecfca982e417968cb1692a965f622555";

export default node;
