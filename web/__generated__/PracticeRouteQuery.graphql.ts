/**
 * @generated SignedSource<<7bfa893ca776ee628270d532f429f1f8>>
 * @relayHash 52d51c870041d304a33a1f3cd0ab0cb8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7f4ad2fd4a08d360334e9cb4482b5f67abb02f3876b2c6ac0e5aded31ea12d81

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Difficulty = "easy" | "hard" | "medium" | "%future added value";
export type Domain = "ASSET_SECURITY" | "COMMUNICATION_AND_NETWORK_SECURITY" | "IDENTITY_AND_ACCESS_MANAGEMENT" | "SECURITY_AND_RISK_MANAGEMENT" | "SECURITY_ARCHITECTURE_AND_ENGINEERING" | "SECURITY_ASSESSMENT_AND_TESTING" | "SECURITY_OPERATIONS" | "SOFTWARE_DEVELOPMENT_SECURITY" | "%future added value";
export type PracticeSetKind = "MISTAKES" | "NEW" | "WEAKEST_DOMAIN" | "%future added value";
export type PracticeRouteQuery$variables = {
  challenge?: boolean | null | undefined;
  difficulty?: Difficulty | null | undefined;
  domain?: Domain | null | undefined;
  review?: boolean | null | undefined;
  set?: PracticeSetKind | null | undefined;
};
export type PracticeRouteQuery$data = {
  readonly practiceSession: {
    readonly createdAt: any;
    readonly current: number;
    readonly id: string;
    readonly items: ReadonlyArray<{
      readonly answer: {
        readonly answeredAt: any;
        readonly id: string;
        readonly isCorrect: boolean;
        readonly " $fragmentSpreads": FragmentRefs<"AnswerFeedback_answer" | "AnswerLesson_answer" | "QuestionCard_answer" | "SetSummary_answer">;
      } | null | undefined;
      readonly options: ReadonlyArray<string>;
      readonly question: {
        readonly id: string;
        readonly topicName: string;
        readonly " $fragmentSpreads": FragmentRefs<"QuestionCard_question" | "SetSummary_question">;
      };
    }>;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly progress: {
      readonly " $fragmentSpreads": FragmentRefs<"PracticeScore_progress">;
    };
    readonly weakestDomain: {
      readonly name: string;
      readonly percent: number;
      readonly totalAnswered: number;
    } | null | undefined;
  } | null | undefined;
};
export type PracticeRouteQuery = {
  response: PracticeRouteQuery$data;
  variables: PracticeRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "challenge"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "difficulty"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "domain"
},
v3 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "review"
},
v4 = {
  "defaultValue": "NEW",
  "kind": "LocalArgument",
  "name": "set"
},
v5 = [
  {
    "kind": "Variable",
    "name": "challenge",
    "variableName": "challenge"
  },
  {
    "kind": "Variable",
    "name": "difficulty",
    "variableName": "difficulty"
  },
  {
    "kind": "Variable",
    "name": "domain",
    "variableName": "domain"
  },
  {
    "kind": "Variable",
    "name": "review",
    "variableName": "review"
  },
  {
    "kind": "Variable",
    "name": "set",
    "variableName": "set"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "current",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "options",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "topicName",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCorrect",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "answeredAt",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percent",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalAnswered",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "DomainMastery",
  "kind": "LinkedField",
  "name": "weakestDomain",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    (v13/*:: as any*/),
    (v14/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PracticeRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "PracticeSession",
        "kind": "LinkedField",
        "name": "practiceSession",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PracticeSetItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Question",
                "kind": "LinkedField",
                "name": "question",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "QuestionCard_question"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SetSummary_question"
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Answer",
                "kind": "LinkedField",
                "name": "answer",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
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
                    "name": "AnswerLesson_answer"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SetSummary_answer"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewerProgress",
            "kind": "LinkedField",
            "name": "progress",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PracticeScore_progress"
              }
            ],
            "storageKey": null
          },
          (v15/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PracticeRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "PracticeSession",
        "kind": "LinkedField",
        "name": "practiceSession",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PracticeSetItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Question",
                "kind": "LinkedField",
                "name": "question",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "text",
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "difficulty",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Answer",
                "kind": "LinkedField",
                "name": "answer",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
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
                    "name": "explanation",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OptionRationale",
                    "kind": "LinkedField",
                    "name": "optionRationales",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "option",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rationale",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "correct",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewerProgress",
            "kind": "LinkedField",
            "name": "progress",
            "plural": false,
            "selections": [
              (v14/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          (v15/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7f4ad2fd4a08d360334e9cb4482b5f67abb02f3876b2c6ac0e5aded31ea12d81",
    "metadata": {},
    "name": "PracticeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5a49523b30458237e78319d1075b5288";

export default node;
