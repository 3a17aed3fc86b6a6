/**
 * @generated SignedSource<<b45a50f1da1075086f3fd55b74fd5d3b>>
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
  readonly domainName: string;
  readonly options: ReadonlyArray<string>;
  readonly text: string;
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

(node as any).hash = "b246d635c3a85628f5cd888c7893df9b";

export default node;
