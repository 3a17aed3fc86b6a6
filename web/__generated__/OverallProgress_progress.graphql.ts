/**
 * @generated SignedSource<<89618ea53b54df46479cdb4e99f41f3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OverallProgress_progress$data = {
  readonly correctAnswers: number;
  readonly percent: number;
  readonly totalAnswered: number;
  readonly " $fragmentType": "OverallProgress_progress";
};
export type OverallProgress_progress$key = {
  readonly " $data"?: OverallProgress_progress$data;
  readonly " $fragmentSpreads": FragmentRefs<"OverallProgress_progress">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OverallProgress_progress",
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
      "name": "correctAnswers",
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

(node as any).hash = "2ecfe5ecc5af074abb6c2ffd1fa3b9f8";

export default node;
