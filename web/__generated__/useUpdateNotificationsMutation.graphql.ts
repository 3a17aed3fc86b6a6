/**
 * @generated SignedSource<<db7056932a32a30a28b6983a196b8941>>
 * @relayHash 3c816f55a5397d59681c4e73389146fe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a98a4adc8a7ccdb833760e8ff51ae7cd01a9baab669b4f2c976dc33e1dc8037c

import { ConcreteRequest } from 'relay-runtime';
export type UpdateProfileInput = {
  name?: string | null | undefined;
  notifyProductUpdates?: boolean | null | undefined;
  notifyWeeklyProgress?: boolean | null | undefined;
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
      readonly notifyProductUpdates: boolean;
      readonly notifyWeeklyProgress: boolean;
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
    "id": "a98a4adc8a7ccdb833760e8ff51ae7cd01a9baab669b4f2c976dc33e1dc8037c",
    "metadata": {},
    "name": "useUpdateNotificationsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "80e55ee3731d66b54fd7f801a097c616";

export default node;
