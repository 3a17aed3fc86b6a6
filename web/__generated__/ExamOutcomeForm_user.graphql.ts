/**
 * @generated SignedSource<<bdaee08d2455127e361d8925a54817a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExamOutcomeForm_user$data = {
  readonly examOutcomeReports: ReadonlyArray<{
    readonly examDate: string;
    readonly id: string;
    readonly passed: boolean;
    readonly reportedScore: number | null | undefined;
  }>;
  readonly " $fragmentType": "ExamOutcomeForm_user";
};
export type ExamOutcomeForm_user$key = {
  readonly " $data"?: ExamOutcomeForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExamOutcomeForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExamOutcomeForm_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ExamOutcomeReport",
      "kind": "LinkedField",
      "name": "examOutcomeReports",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "passed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "examDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reportedScore",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a97aa6012a5b3fe15ff6faa06271c106";

export default node;
