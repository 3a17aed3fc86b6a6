/**
 * @generated SignedSource<<8554c4fe1c2bca29039a1fef639f9b09>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnswerLesson_answer$data = {
  readonly chosenOption: string | null | undefined;
  readonly explanation: string;
  readonly interactionOutcome: {
    readonly __typename: "InteractionOutcome";
  } | null | undefined;
  readonly optionRationales: ReadonlyArray<{
    readonly correct: boolean;
    readonly option: string;
    readonly rationale: string;
  }>;
  readonly " $fragmentType": "AnswerLesson_answer";
};
export type AnswerLesson_answer$key = {
  readonly " $data"?: AnswerLesson_answer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnswerLesson_answer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnswerLesson_answer",
  "selections": [
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
      "name": "explanation",
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OptionRationale",
      "kind": "LinkedField",
      "name": "optionRationales",
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
          "name": "rationale",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "correct",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Answer",
  "abstractKey": null
};

(node as any).hash = "1eb1849bab14bae000db915d044f79f0";

export default node;
