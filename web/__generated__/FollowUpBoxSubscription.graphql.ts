/**
 * @generated SignedSource<<262bb1528c32e4d2c47ba69d41763190>>
 * @relayHash 6c21824488da3171691211f0c86c245c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c74cdb85b5941c23cf574d411c1cfd87efe246826adc844813cfcb2ea02bd12d

import { ConcreteRequest } from 'relay-runtime';
export type FollowUpBoxSubscription$variables = {
  question: string;
  questionId: string;
};
export type FollowUpBoxSubscription$data = {
  readonly explanationFollowUp: {
    readonly __typename: string;
    readonly complete?: boolean;
    readonly message?: string;
    readonly text?: string;
  };
};
export type FollowUpBoxSubscription = {
  response: FollowUpBoxSubscription$data;
  variables: FollowUpBoxSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "question"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "questionId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "question",
        "variableName": "question"
      },
      {
        "kind": "Variable",
        "name": "questionId",
        "variableName": "questionId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "explanationFollowUp",
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
            "name": "text",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "complete",
            "storageKey": null
          }
        ],
        "type": "FollowUpAnswer",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "FollowUpBoxSubscription",
    "selections": (v2/*:: as any*/),
    "type": "Streams",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "FollowUpBoxSubscription",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "c74cdb85b5941c23cf574d411c1cfd87efe246826adc844813cfcb2ea02bd12d",
    "metadata": {},
    "name": "FollowUpBoxSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "d9bc79f40df1221c23bbf3b52abf1aba";

export default node;
