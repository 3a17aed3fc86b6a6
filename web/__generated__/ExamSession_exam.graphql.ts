/**
 * @generated SignedSource<<ab6f41048ee3e9551f672a41e1b464c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExamStatus = "FINISHED" | "IN_PROGRESS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExamSession_exam$data = {
  readonly currentItem: {
    readonly id: string;
    readonly number: number;
    readonly options: ReadonlyArray<string>;
    readonly text: string;
  } | null | undefined;
  readonly id: string;
  readonly itemsAnswered: number;
  readonly maxItems: number;
  readonly minItems: number;
  readonly secondsPerItem: number;
  readonly secondsRemaining: number;
  readonly status: ExamStatus;
  readonly timeLimitSeconds: number;
  readonly " $fragmentType": "ExamSession_exam";
};
export type ExamSession_exam$key = {
  readonly " $data"?: ExamSession_exam$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExamSession_exam">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExamSession_exam",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "itemsAnswered",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minItems",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxItems",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "secondsRemaining",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "secondsPerItem",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeLimitSeconds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ExamItem",
      "kind": "LinkedField",
      "name": "currentItem",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
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
      "storageKey": null
    }
  ],
  "type": "Exam",
  "abstractKey": null
};
})();

(node as any).hash = "8ecbe1fa58b16ea8557272e45e80e423";

export default node;
