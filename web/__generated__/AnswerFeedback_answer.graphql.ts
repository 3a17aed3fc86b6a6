/**
 * @generated SignedSource<<74ada1338041908409840c6c107f8c0d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnswerFeedback_answer$data = {
  readonly correctAnswer: string;
  readonly isCorrect: boolean;
  readonly " $fragmentType": "AnswerFeedback_answer";
};
export type AnswerFeedback_answer$key = {
  readonly " $data"?: AnswerFeedback_answer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnswerFeedback_answer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnswerFeedback_answer",
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
  "type": "Answer",
  "abstractKey": null
};

(node as any).hash = "02f91de2b9683c689a5dce2e8e115d42";

export default node;
