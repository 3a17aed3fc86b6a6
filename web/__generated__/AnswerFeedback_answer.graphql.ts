/**
 * @generated SignedSource<<8f5243bff23996ad2d9ce37984be142e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnswerFeedback_answer$data = {
  readonly correctAnswer: string;
  readonly interactionOutcome: {
    readonly __typename: "InteractionOutcome";
  } | null | undefined;
  readonly isCorrect: boolean;
  readonly " $fragmentType": "AnswerFeedback_answer";
};
export type AnswerFeedback_answer$key = {
  readonly " $data"?: AnswerFeedback_answer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnswerFeedback_answer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnswerFeedback_answer",
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Answer",
  "abstractKey": null
};

(node as any).hash = "586b1a68e1fac3147c9a3905cc26c96f";

export default node;
