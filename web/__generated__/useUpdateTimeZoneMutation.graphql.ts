/**
 * @generated SignedSource<<1c3cd07b887eda4c061737ac3eaae535>>
 * @relayHash 3b354b37c7975ca9c938dbba24628f6b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 557cf9071396da005444b0b8b8b24ce53ba361f58b4226e9a1110f9b5eb0dbb3

import { ConcreteRequest } from 'relay-runtime';
export type UpdateTimeZoneInput = {
  timeZone: string;
};
export type useUpdateTimeZoneMutation$variables = {
  input: UpdateTimeZoneInput;
};
export type useUpdateTimeZoneMutation$data = {
  readonly updateTimeZone: {
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
export type useUpdateTimeZoneMutation = {
  response: useUpdateTimeZoneMutation$data;
  variables: useUpdateTimeZoneMutation$variables;
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
    "name": "useUpdateTimeZoneMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateTimeZoneMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "557cf9071396da005444b0b8b8b24ce53ba361f58b4226e9a1110f9b5eb0dbb3",
    "metadata": {},
    "name": "useUpdateTimeZoneMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8a639aed943f41b6417b3b577ebb3e2f";

export default node;
