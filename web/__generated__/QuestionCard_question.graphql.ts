/**
 * @generated SignedSource<<b143677c8a4b7e93d10677c0c3b79e13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Difficulty = "easy" | "hard" | "medium" | "%future added value";
export type QuestionType = "HOTSPOT" | "MATCHING" | "ORDERING" | "SINGLE_CHOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type QuestionCard_question$data = {
  readonly difficulty: Difficulty;
  readonly domainName: string;
  readonly options: ReadonlyArray<string>;
  readonly text: string;
  readonly type: QuestionType;
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
      "name": "type",
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
      "name": "domainName",
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

(node as any).hash = "c1feb3809ffc2cf798f4b01d0afc8e2a";

export default node;
