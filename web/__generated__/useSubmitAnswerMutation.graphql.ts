/**
 * @generated SignedSource<<72cfeed1fd5436468056b21b33b93a15>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Domain = "ASSET_SECURITY" | "COMMUNICATION_AND_NETWORK_SECURITY" | "IDENTITY_AND_ACCESS_MANAGEMENT" | "SECURITY_AND_RISK_MANAGEMENT" | "SECURITY_ARCHITECTURE_AND_ENGINEERING" | "SECURITY_ASSESSMENT_AND_TESTING" | "SECURITY_OPERATIONS" | "SOFTWARE_DEVELOPMENT_SECURITY" | "%future added value";
export type SubmitAnswerInput = {
  answer: string;
  idempotencyKey: string;
  questionId: string;
};
export type useSubmitAnswerMutation$variables = {
  connections: ReadonlyArray<string>;
  input: SubmitAnswerInput;
};
export type useSubmitAnswerMutation$data = {
  readonly submitAnswer: {
    readonly __typename: string;
    readonly answer?: {
      readonly id: string;
      readonly isCorrect: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"AnswerFeedback_answer" | "AnswerListItem_answer" | "QuestionCard_answer">;
    };
    readonly message?: string;
    readonly recorded?: boolean;
    readonly viewer?: {
      readonly id: string;
      readonly progress: {
        readonly byDomain: ReadonlyArray<{
          readonly correctAnswers: number;
          readonly domain: Domain;
          readonly name: string;
          readonly percent: number;
          readonly totalAnswered: number;
        }>;
        readonly correctAnswers: number;
        readonly percent: number;
        readonly totalAnswered: number;
      };
    };
  };
};
export type useSubmitAnswerMutation = {
  response: useSubmitAnswerMutation$data;
  variables: useSubmitAnswerMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recorded",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCorrect",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalAnswered",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "correctAnswers",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percent",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ViewerProgress",
      "kind": "LinkedField",
      "name": "progress",
      "plural": false,
      "selections": [
        (v7/*:: as any*/),
        (v8/*:: as any*/),
        (v9/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "DomainMastery",
          "kind": "LinkedField",
          "name": "byDomain",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "domain",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            (v7/*:: as any*/),
            (v8/*:: as any*/),
            (v9/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSubmitAnswerMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "submitAnswer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Answer",
                "kind": "LinkedField",
                "name": "answer",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "QuestionCard_answer"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AnswerFeedback_answer"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AnswerListItem_answer"
                  }
                ],
                "storageKey": null
              },
              (v10/*:: as any*/)
            ],
            "type": "SubmitAnswerPayload",
            "abstractKey": null
          },
          (v11/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSubmitAnswerMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "submitAnswer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Answer",
                "kind": "LinkedField",
                "name": "answer",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "chosenOption",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "correctAnswer",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "answeredAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "domainName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "difficulty",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Question",
                    "kind": "LinkedField",
                    "name": "question",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "text",
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "appendNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "answer",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "UserAnswersConnectionEdge"
                  }
                ]
              },
              (v10/*:: as any*/)
            ],
            "type": "SubmitAnswerPayload",
            "abstractKey": null
          },
          (v11/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f6b205aa976501424af4e537d4628a08",
    "id": null,
    "metadata": {},
    "name": "useSubmitAnswerMutation",
    "operationKind": "mutation",
    "text": "mutation useSubmitAnswerMutation(\n  $input: SubmitAnswerInput!\n) {\n  submitAnswer(input: $input) {\n    __typename\n    ... on SubmitAnswerPayload {\n      recorded\n      answer {\n        id\n        isCorrect\n        ...QuestionCard_answer\n        ...AnswerFeedback_answer\n        ...AnswerListItem_answer\n      }\n      viewer {\n        id\n        progress {\n          totalAnswered\n          correctAnswers\n          percent\n          byDomain {\n            domain\n            name\n            totalAnswered\n            correctAnswers\n            percent\n          }\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment AnswerFeedback_answer on Answer {\n  isCorrect\n  correctAnswer\n}\n\nfragment AnswerListItem_answer on Answer {\n  answeredAt\n  isCorrect\n  domainName\n  difficulty\n  question {\n    text\n    id\n  }\n}\n\nfragment QuestionCard_answer on Answer {\n  chosenOption\n  correctAnswer\n}\n"
  }
};
})();

(node as any).hash = "2205cb2259b8f39a74ab9081a43b483c";

export default node;
