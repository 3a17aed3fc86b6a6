/**
 * @generated SignedSource<<05c416d92b1770ad3ee3fd9d0dae12d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExamStatus = "FINISHED" | "IN_PROGRESS" | "%future added value";
export type QuestionType = "HOTSPOT" | "MATCHING" | "ORDERING" | "SINGLE_CHOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExamSession_exam$data = {
  readonly currentItem: {
    readonly id: string;
    readonly interaction: {
      readonly " $fragmentSpreads": FragmentRefs<"InteractiveAnswer_interaction">;
    } | null | undefined;
    readonly number: number;
    readonly options: ReadonlyArray<string>;
    readonly text: string;
    readonly type: QuestionType;
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
          "name": "type",
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
          "concreteType": null,
          "kind": "LinkedField",
          "name": "interaction",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "InteractiveAnswer_interaction"
            }
          ],
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

(node as any).hash = "93f0dacd77e0dccc5a1d618a0c56f53f";

export default node;
