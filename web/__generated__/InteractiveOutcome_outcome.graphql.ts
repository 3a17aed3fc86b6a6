/**
 * @generated SignedSource<<884e1f1807622d8ce652915fa487c5fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type QuestionType = "HOTSPOT" | "MATCHING" | "ORDERING" | "SINGLE_CHOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InteractiveOutcome_outcome$data = {
  readonly chosenRegion: string | null | undefined;
  readonly correct: boolean;
  readonly correctRegion: string | null | undefined;
  readonly items: ReadonlyArray<{
    readonly chosen: boolean | null | undefined;
    readonly correct: boolean;
    readonly correctPosition: number | null | undefined;
    readonly correctTarget: {
      readonly text: string;
    } | null | undefined;
    readonly element: {
      readonly id: string;
      readonly text: string;
    };
    readonly givenPosition: number | null | undefined;
    readonly givenTarget: {
      readonly text: string;
    } | null | undefined;
    readonly rationale: string;
  }>;
  readonly type: QuestionType;
  readonly " $fragmentType": "InteractiveOutcome_outcome";
};
export type InteractiveOutcome_outcome$key = {
  readonly " $data"?: InteractiveOutcome_outcome$data;
  readonly " $fragmentSpreads": FragmentRefs<"InteractiveOutcome_outcome">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "correct",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InteractiveOutcome_outcome",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chosenRegion",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "correctRegion",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InteractionOutcomeItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "InteractionElement",
          "kind": "LinkedField",
          "name": "element",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chosen",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "correctPosition",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "givenPosition",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "InteractionElement",
          "kind": "LinkedField",
          "name": "correctTarget",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "InteractionElement",
          "kind": "LinkedField",
          "name": "givenTarget",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rationale",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "InteractionOutcome",
  "abstractKey": null
};
})();

(node as any).hash = "de7736ac533b0254daa50554e425bd29";

export default node;
