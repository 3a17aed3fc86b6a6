/**
 * @generated SignedSource<<44d102fff5f9d3778da62e5d8b57112e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HowOthersAnswered_question$data = {
  readonly statistics: {
    readonly discrimination: number | null | undefined;
    readonly options: ReadonlyArray<{
      readonly correct: boolean;
      readonly option: string;
      readonly share: number;
    }>;
    readonly pValue: number;
    readonly quarantined: boolean;
    readonly responses: number;
  } | null | undefined;
  readonly " $fragmentType": "HowOthersAnswered_question";
};
export type HowOthersAnswered_question$key = {
  readonly " $data"?: HowOthersAnswered_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"HowOthersAnswered_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HowOthersAnswered_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ItemStatistics",
      "kind": "LinkedField",
      "name": "statistics",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "responses",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "discrimination",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quarantined",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OptionShare",
          "kind": "LinkedField",
          "name": "options",
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
              "name": "share",
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
      "storageKey": null
    }
  ],
  "type": "Question",
  "abstractKey": null
};

(node as any).hash = "4071876fe99adc8916872be3d4a2f79e";

export default node;
