/**
 * @generated SignedSource<<773751d661a861efbf005d6032c3a6a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Difficulty = "easy" | "hard" | "medium" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AnswerListItem_answer$data = {
  readonly answeredAt: any;
  readonly difficulty: Difficulty;
  readonly domainName: string;
  readonly isCorrect: boolean;
  readonly question: {
    readonly text: string;
  };
  readonly " $fragmentType": "AnswerListItem_answer";
};
export type AnswerListItem_answer$key = {
  readonly " $data"?: AnswerListItem_answer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnswerListItem_answer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnswerListItem_answer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answeredAt",
      "storageKey": null
    },
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
      "name": "domainName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "difficulty",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Question",
      "kind": "LinkedField",
      "name": "question",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Answer",
  "abstractKey": null
};

(node as any).hash = "21e6125f44ee1efe3c87cb2863a9051e";

export default node;
