/**
 * @generated SignedSource<<9d65d8f3411a4b2e62592f473df29e63>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetSummary_answer$data = {
  readonly chosenOption: string | null | undefined;
  readonly correctAnswer: string;
  readonly isCorrect: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"AnswerLesson_answer">;
  readonly " $fragmentType": "SetSummary_answer";
};
export type SetSummary_answer$key = {
  readonly " $data"?: SetSummary_answer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SetSummary_answer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SetSummary_answer",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "AnswerLesson_answer"
    }
  ],
  "type": "Answer",
  "abstractKey": null
};

(node as any).hash = "e8d3c76e178f11a19838ee108ad8bed5";

export default node;
