/**
 * @generated SignedSource<<bbf6b686e1532ee2234f09c2fa2900fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Difficulty = "easy" | "hard" | "medium" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SampleQuestion_question$data = {
  readonly difficulty: Difficulty;
  readonly options: ReadonlyArray<string>;
  readonly text: string;
  readonly topicName: string;
  readonly " $fragmentType": "SampleQuestion_question";
};
export type SampleQuestion_question$key = {
  readonly " $data"?: SampleQuestion_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"SampleQuestion_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SampleQuestion_question",
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

(node as any).hash = "c1791f5d288438443e2cba2b09ce14bb";

export default node;
