/**
 * @generated SignedSource<<48e8f85c07ad865572e6adbe34fc4377>>
 * @relayHash 4ccce2795239e9900ac1ad527bcd2d81
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a93b44df71c22309a2dec1d7685b9be53af0e0d13eda2fd2c9f18cb883bcb0b1

import { ConcreteRequest } from 'relay-runtime';
export type UpdateProfileInput = {
  name?: string | null | undefined;
  notifyDailyReminder?: boolean | null | undefined;
  notifyProductUpdates?: boolean | null | undefined;
  notifyReviewDue?: boolean | null | undefined;
  notifyWeeklyProgress?: boolean | null | undefined;
  reminderHour?: number | null | undefined;
};
export type useUpdateNotificationsMutation$variables = {
  input: UpdateProfileInput;
};
export type useUpdateNotificationsMutation$data = {
  readonly updateProfile: {
    readonly __typename: "InputError";
    readonly message: string;
  } | {
    readonly __typename: "UpdateProfilePayload";
    readonly viewer: {
      readonly id: string;
      readonly notifyDailyReminder: boolean;
      readonly notifyProductUpdates: boolean;
      readonly notifyReviewDue: boolean;
      readonly notifyWeeklyProgress: boolean;
      readonly reminderHour: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useUpdateNotificationsMutation = {
  response: useUpdateNotificationsMutation$data;
  variables: useUpdateNotificationsMutation$variables;
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
    "name": "updateProfile",
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
                "name": "notifyWeeklyProgress",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notifyProductUpdates",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notifyDailyReminder",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notifyReviewDue",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reminderHour",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateProfilePayload",
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
    "name": "useUpdateNotificationsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateNotificationsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a93b44df71c22309a2dec1d7685b9be53af0e0d13eda2fd2c9f18cb883bcb0b1",
    "metadata": {},
    "name": "useUpdateNotificationsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "69831d70dc87dc3735cf7741404911ed";

export default node;
