/**
 * @generated SignedSource<<fa566e4eab599f547beaccedcbbcc181>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PracticeSession_questions$data = ReadonlyArray<{
  readonly domainName: string;
  readonly id: string;
  readonly viewerAnswer: {
    readonly answeredAt: any;
    readonly id: string;
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

(node as any).hash = "5f8fc8d42347229e2974da64b719180e";

export default node;
