/**
 * @generated SignedSource<<54912189816e6de3694cf9966a9134ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExplanationSource = "BANK" | "MODEL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExplanationView_explanation$data = {
  readonly chosenOption: string | null | undefined;
  readonly complete: boolean;
  readonly correctAnswer: string;
  readonly otherOptions: ReadonlyArray<{
    readonly option: string;
    readonly whyWrong: string;
  }>;
  readonly principle: string | null | undefined;
  readonly references: ReadonlyArray<string>;
  readonly source: ExplanationSource;
  readonly whyCorrect: string;
  readonly whyTempting: string | null | undefined;
  readonly " $fragmentType": "ExplanationView_explanation";
};
export type ExplanationView_explanation$key = {
  readonly " $data"?: ExplanationView_explanation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExplanationView_explanation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExplanationView_explanation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "correctAnswer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chosenOption",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "whyCorrect",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OptionExplanation",
      "kind": "LinkedField",
      "name": "otherOptions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "option",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "whyWrong",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "whyTempting",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "principle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "references",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "complete",
      "storageKey": null
    }
  ],
  "type": "Explanation",
  "abstractKey": null
};

(node as any).hash = "0e65bf44a56d84bbdc6899186bbcc7db";

export default node;
