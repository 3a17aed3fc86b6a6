/**
 * @generated SignedSource<<2a10aff8132ca4e97fbef2260b0e763c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetSummary_answer$data = {
  readonly chosenOption: string | null | undefined;
  readonly correctAnswer: string;
  readonly explanation: string;
  readonly isCorrect: boolean;
  readonly rationales: ReadonlyArray<string>;
  readonly " $fragmentType": "SetSummary_answer";
};
export type SetSummary_answer$key = {
  readonly " $data"?: SetSummary_answer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SetSummary_answer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SetSummary_answer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isCorrect",
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
      "name": "correctAnswer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "explanation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rationales",
      "storageKey": null
    }
  ],
  "type": "Answer",
  "abstractKey": null
};

(node as any).hash = "cb5a3fd297db564727e270b40dd6e05e";

export default node;
