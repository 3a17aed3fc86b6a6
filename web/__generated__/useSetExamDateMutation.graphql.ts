/**
 * @generated SignedSource<<3f03f615cd718a3c8f73b54cfc4cca70>>
 * @relayHash 4353d866cf8a9366efa0d8d382d8fdc8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 013468e2e65ce322ff93ec107b0d5dbca1aa69c1199e89a3e1392aa1922e93a3

import { ConcreteRequest } from 'relay-runtime';
export type SetExamDateInput = {
  examDate?: string | null | undefined;
};
export type useSetExamDateMutation$variables = {
  input: SetExamDateInput;
};
export type useSetExamDateMutation$data = {
  readonly setExamDate: {
    readonly __typename: string;
    readonly examDate?: string | null | undefined;
    readonly id?: string;
    readonly message?: string;
    readonly reviewQueue?: {
      readonly cardCount: number;
      readonly dueCount: number;
      readonly nextDueAt: any | null | undefined;
    };
  };
};
export type useSetExamDateMutation = {
  response: useSetExamDateMutation$data;
  variables: useSetExamDateMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "examDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReviewQueue",
      "kind": "LinkedField",
      "name": "reviewQueue",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cardCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextDueAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
},
v5 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetExamDateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setExamDate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
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
    "name": "useSetExamDateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setExamDate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "013468e2e65ce322ff93ec107b0d5dbca1aa69c1199e89a3e1392aa1922e93a3",
    "metadata": {},
    "name": "useSetExamDateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ad449e207b3a77b7f504563f96672696";

export default node;
