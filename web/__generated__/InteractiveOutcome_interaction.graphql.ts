/**
 * @generated SignedSource<<6e5fce5e0c3fe7c93fe942f64cd8654b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InteractiveOutcome_interaction$data = {
  readonly image?: string;
  readonly " $fragmentType": "InteractiveOutcome_interaction";
};
export type InteractiveOutcome_interaction$key = {
  readonly " $data"?: InteractiveOutcome_interaction$data;
  readonly " $fragmentSpreads": FragmentRefs<"InteractiveOutcome_interaction">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InteractiveOutcome_interaction",
  "selections": [
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "image",
          "storageKey": null
        }
      ],
      "type": "HotspotInteraction",
      "abstractKey": null
    }
  ],
  "type": "Interaction",
  "abstractKey": "__isInteraction"
};

(node as any).hash = "14f3abbd97afbe690637ce9e75e57644";

export default node;
