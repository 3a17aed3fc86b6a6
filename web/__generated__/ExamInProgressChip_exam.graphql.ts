/**
 * @generated SignedSource<<30ea6512a85fdaa7553c6ad21f832ade>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExamStatus = "FINISHED" | "IN_PROGRESS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExamInProgressChip_exam$data = {
  readonly secondsRemaining: number;
  readonly status: ExamStatus;
  readonly " $fragmentType": "ExamInProgressChip_exam";
};
export type ExamInProgressChip_exam$key = {
  readonly " $data"?: ExamInProgressChip_exam$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExamInProgressChip_exam">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExamInProgressChip_exam",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "secondsRemaining",
      "storageKey": null
    }
  ],
  "type": "Exam",
  "abstractKey": null
};

(node as any).hash = "9c851744162d656a5658ab9ae9dcce1f";

export default node;
