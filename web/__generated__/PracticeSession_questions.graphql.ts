/**
 * @generated SignedSource<<240c8c1da64bd3fe3104aa8995756090>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type QuestionType = "HOTSPOT" | "MATCHING" | "ORDERING" | "SINGLE_CHOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PracticeSession_questions$data = ReadonlyArray<{
  readonly domainName: string;
  readonly id: string;
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
      "name": "domainName",
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

(node as any).hash = "7fb0162f7c18779954dfd9bc80ca05a4";

export default node;
