/**
 * @generated SignedSource<<1bed10fc64d9978b56d9255b67c9c1e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InteractiveAnswer_interaction$data = {
  readonly __typename: "HotspotInteraction";
  readonly image: string;
  readonly regions: ReadonlyArray<{
    readonly id: string;
    readonly text: string;
  }>;
  readonly " $fragmentType": "InteractiveAnswer_interaction";
} | {
  readonly __typename: "MatchingInteraction";
  readonly prompts: ReadonlyArray<{
    readonly id: string;
    readonly text: string;
  }>;
  readonly targets: ReadonlyArray<{
    readonly id: string;
    readonly text: string;
  }>;
  readonly " $fragmentType": "InteractiveAnswer_interaction";
} | {
  readonly __typename: "OrderingInteraction";
  readonly elements: ReadonlyArray<{
    readonly id: string;
    readonly text: string;
  }>;
  readonly " $fragmentType": "InteractiveAnswer_interaction";
} | {
  // This will never be '%other', but we need some
  // value in case none of the concrete values match.
  readonly __typename: "%other";
  readonly " $fragmentType": "InteractiveAnswer_interaction";
};
export type InteractiveAnswer_interaction$key = {
  readonly " $data"?: InteractiveAnswer_interaction$data;
  readonly " $fragmentSpreads": FragmentRefs<"InteractiveAnswer_interaction">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "text",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InteractiveAnswer_interaction",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__typename",
      "storageKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "InteractionElement",
          "kind": "LinkedField",
          "name": "elements",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "type": "OrderingInteraction",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "InteractionElement",
          "kind": "LinkedField",
          "name": "prompts",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "InteractionElement",
          "kind": "LinkedField",
          "name": "targets",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "type": "MatchingInteraction",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "image",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "InteractionElement",
          "kind": "LinkedField",
          "name": "regions",
          "plural": true,
          "selections": (v0/*:: as any*/),
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
})();

(node as any).hash = "fe0cab7caab70b815212c08f6ac39b94";

export default node;
