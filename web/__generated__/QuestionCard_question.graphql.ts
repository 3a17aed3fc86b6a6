/**
 * @generated SignedSource<<6f2376d6a169961371ea4f17a8e5e43a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Difficulty = "easy" | "hard" | "medium" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type QuestionCard_question$data = {
  readonly difficulty: Difficulty;
  readonly options: ReadonlyArray<string>;
  readonly text: string;
  readonly topicName: string;
  readonly " $fragmentType": "QuestionCard_question";
};
export type QuestionCard_question$key = {
  readonly " $data"?: QuestionCard_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionCard_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionCard_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "options",
      "storageKey": null
    },
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
      "name": "difficulty",
      "storageKey": null
    }
  ],
  "type": "Question",
  "abstractKey": null
};

(node as any).hash = "08e276e6118ce152def37b43894f3c44";

export default node;
