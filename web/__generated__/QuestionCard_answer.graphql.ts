/**
 * @generated SignedSource<<9ccec5d54afa8f915e6d5f252186c6c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionCard_answer$data = {
  readonly chosenOption: string | null | undefined;
  readonly correctAnswer: string;
  readonly " $fragmentType": "QuestionCard_answer";
};
export type QuestionCard_answer$key = {
  readonly " $data"?: QuestionCard_answer$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionCard_answer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionCard_answer",
  "selections": [
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
    }
  ],
  "type": "Answer",
  "abstractKey": null
};

(node as any).hash = "0adde8145f1bc1fa220cfd04be2cedd6";

export default node;
