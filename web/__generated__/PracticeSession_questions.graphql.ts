/**
 * @generated SignedSource<<72bcb1bc65d6dee6f54c388390e2a320>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type QuestionType = "HOTSPOT" | "MATCHING" | "ORDERING" | "SINGLE_CHOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PracticeSession_questions$data = ReadonlyArray<{
  readonly id: string;
  readonly topicName: string;
  readonly type: QuestionType;
  readonly viewerAnswer: {
    readonly answeredAt: any;
    readonly id: string;
    readonly interactionOutcome: {
      readonly " $fragmentSpreads": FragmentRefs<"InteractiveOutcome_outcome">;
    } | null | undefined;
    readonly isCorrect: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"AnswerFeedback_answer" | "AnswerLesson_answer" | "QuestionCard_answer" | "SetSummary_answer">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionCard_question" | "SetSummary_question">;
  readonly " $fragmentType": "PracticeSession_questions";
}>;
export type PracticeSession_questions$key = ReadonlyArray<{
  readonly " $data"?: PracticeSession_questions$data;
  readonly " $fragmentSpreads": FragmentRefs<"PracticeSession_questions">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PracticeSession_questions",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "topicName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Answer",
      "kind": "LinkedField",
      "name": "viewerAnswer",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "answeredAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "InteractionOutcome",
          "kind": "LinkedField",
          "name": "interactionOutcome",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "InteractiveOutcome_outcome"
            }
          ],
          "storageKey": null
        },
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
    },
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
  "type": "Question",
  "abstractKey": null
};
})();

(node as any).hash = "c5ba45b02aa072edc7d348dc4b6c043b";

export default node;
