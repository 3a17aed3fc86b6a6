/**
 * @generated SignedSource<<c49a56d4e15f1f0f7b632badcd37b470>>
 * @relayHash 3a46504b46b068b4792d1ad48113baa2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b74f6fd5994b2841465420f4ab371bd64b9b2e0453d5f28e74285f284b4f49ee

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
    readonly correctAnswer?: string;
    readonly isCorrect?: boolean;
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
            "name": "isCorrect",
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
    "id": "b74f6fd5994b2841465420f4ab371bd64b9b2e0453d5f28e74285f284b4f49ee",
    "metadata": {},
    "name": "useAnswerSampleQuestionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c3b5015701a891be41aa261dea5d9c7d";

export default node;
