/**
 * @generated SignedSource<<f40a1d3e0472d47961f7bee08e105acb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetSummary_question$data = {
  readonly options: ReadonlyArray<string>;
  readonly text: string;
  readonly " $fragmentType": "SetSummary_question";
};
export type SetSummary_question$key = {
  readonly " $data"?: SetSummary_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"SetSummary_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SetSummary_question",
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
    }
  ],
  "type": "Question",
  "abstractKey": null
};

(node as any).hash = "9e5f47f1ccd598d07e3617e88a2236be";

export default node;
