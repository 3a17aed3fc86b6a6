/**
 * @generated SignedSource<<5c7b269846f79031a634ee8297405471>>
 * @relayHash f284cbef800e9d6b20e6055f548eab7e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa9d615e222a3279984cfd1393c3011918cac9a2a9724c220371869256879f06

import { ConcreteRequest } from 'relay-runtime';
export type AnswerSampleQuestionInput = {
  answer: string;
};
export type useAnswerSampleQuestionMutation$variables = {
  input: AnswerSampleQuestionInput;
};
export type useAnswerSampleQuestionMutation$data = {
  readonly answerSampleQuestion: {
    readonly __typename: string;
    readonly correct?: boolean;
    readonly correctAnswer?: string;
    readonly message?: string;
  };
};
export type useAnswerSampleQuestionMutation = {
  response: useAnswerSampleQuestionMutation$data;
  variables: useAnswerSampleQuestionMutation$variables;
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
    "name": "answerSampleQuestion",
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
            "name": "correct",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "correctAnswer",
            "storageKey": null
          }
        ],
        "type": "AnswerSampleQuestionPayload",
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
    "name": "useAnswerSampleQuestionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAnswerSampleQuestionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fa9d615e222a3279984cfd1393c3011918cac9a2a9724c220371869256879f06",
    "metadata": {},
    "name": "useAnswerSampleQuestionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4caf68c2b2ce4b3fa900ae6905ca40b2";

export default node;
