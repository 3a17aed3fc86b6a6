/**
 * @generated SignedSource<<b1cb95ed2cde1bb69984feb07aadb6eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExamDateCard_viewer$data = {
  readonly examDate: string | null | undefined;
  readonly " $fragmentType": "ExamDateCard_viewer";
};
export type ExamDateCard_viewer$key = {
  readonly " $data"?: ExamDateCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExamDateCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExamDateCard_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "examDate",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "bdb18b98d28b2880ca71854973ae107c";

export default node;
