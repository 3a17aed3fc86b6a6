/**
 * @generated SignedSource<<5530fa99aee08dd5b935b7ed0075ad91>>
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
  readonly interactionOutcome: {
    readonly " $fragmentSpreads": FragmentRefs<"InteractiveOutcome_outcome">;
  } | null | undefined;
  readonly isCorrect: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"AnswerLesson_answer">;
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
      "concreteType": "InteractionOutcome",
      "kind": "LinkedField",
      "name": "interactionOutcome",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "InteractiveOutcome_outcome"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AnswerLesson_answer"
    }
  ],
  "type": "Answer",
  "abstractKey": null
};

(node as any).hash = "5b69920295642e1b84ea466bfe10d27b";

export default node;
