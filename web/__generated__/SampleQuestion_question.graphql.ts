/**
 * @generated SignedSource<<403726ddc0ee598d706ec7c6426c23f0>>
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
  readonly domainName: string;
  readonly options: ReadonlyArray<string>;
  readonly text: string;
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

(node as any).hash = "e7cce1f0b825519da74fc7429b230b7c";

export default node;
