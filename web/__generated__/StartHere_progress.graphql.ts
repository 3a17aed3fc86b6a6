/**
 * @generated SignedSource<<3d643d78a384a738cdcbe74d3157d122>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StartHere_progress$data = {
  readonly totalAnswered: number;
  readonly " $fragmentType": "StartHere_progress";
};
export type StartHere_progress$key = {
  readonly " $data"?: StartHere_progress$data;
  readonly " $fragmentSpreads": FragmentRefs<"StartHere_progress">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StartHere_progress",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalAnswered",
      "storageKey": null
    }
  ],
  "type": "ViewerProgress",
  "abstractKey": null
};

(node as any).hash = "e2714703a7783b5ff39afc7a2b22f300";

export default node;
