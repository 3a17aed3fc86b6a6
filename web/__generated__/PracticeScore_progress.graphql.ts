/**
 * @generated SignedSource<<e1c4dd07911d5a8fc08551eb6a556b1c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PracticeScore_progress$data = {
  readonly percent: number;
  readonly totalAnswered: number;
  readonly " $fragmentType": "PracticeScore_progress";
};
export type PracticeScore_progress$key = {
  readonly " $data"?: PracticeScore_progress$data;
  readonly " $fragmentSpreads": FragmentRefs<"PracticeScore_progress">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PracticeScore_progress",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalAnswered",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "percent",
      "storageKey": null
    }
  ],
  "type": "ViewerProgress",
  "abstractKey": null
};

(node as any).hash = "636ab6a6b4254dd41221e723ba7d2b16";

export default node;
