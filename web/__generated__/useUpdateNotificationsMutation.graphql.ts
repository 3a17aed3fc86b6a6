/**
 * @generated SignedSource<<11518227ce97cb58c789e015b5271296>>
 * @relayHash 9b396d7673d36e054df1229745ebd2e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 960c4223e2ede61f5dd9cef92ffc53536f4b05c67e109cf3a21301bc9f8c0dd5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
      readonly " $fragmentSpreads": FragmentRefs<"NotificationsTab_viewer">;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useUpdateNotificationsMutation$rawResponse = {
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
      readonly timeZone: string;
    };
  } | {
    readonly __typename: string;
  };
};
export type useUpdateNotificationsMutation = {
  rawResponse: useUpdateNotificationsMutation$rawResponse;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateNotificationsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateProfile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "NotificationsTab_viewer"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateProfilePayload",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateNotificationsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateProfile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
            "type": "UpdateProfilePayload",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "960c4223e2ede61f5dd9cef92ffc53536f4b05c67e109cf3a21301bc9f8c0dd5",
    "metadata": {},
    "name": "useUpdateNotificationsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a202561350dbc06eec457e3a9490e86a";

export default node;
