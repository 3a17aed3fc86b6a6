/**
 * @generated SignedSource<<d96b3da5f605cc32db2157b12cf2d770>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewDue_user$data = {
  readonly examDate: string | null | undefined;
  readonly reviewQueue: {
    readonly cardCount: number;
    readonly dueCount: number;
    readonly nextDueAt: any | null | undefined;
  };
  readonly " $fragmentType": "ReviewDue_user";
};
export type ReviewDue_user$key = {
  readonly " $data"?: ReviewDue_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewDue_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewDue_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "examDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReviewQueue",
      "kind": "LinkedField",
      "name": "reviewQueue",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cardCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextDueAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "83bdbc43930f0f178119c326666bdad2";

export default node;
