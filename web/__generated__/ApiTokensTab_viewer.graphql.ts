/**
 * @generated SignedSource<<c0fd825213d01ae1947ec408dc305b13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApiTokensTab_viewer$data = {
  readonly apiTokens: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ApiTokensTab_token">;
  }>;
  readonly " $fragmentType": "ApiTokensTab_viewer";
};
export type ApiTokensTab_viewer$key = {
  readonly " $data"?: ApiTokensTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiTokensTab_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiTokensTab_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ApiToken",
      "kind": "LinkedField",
      "name": "apiTokens",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ApiTokensTab_token"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e278ee3910471e15fdcef65951c74327";

export default node;
