/**
 * @generated SignedSource<<c0e395b03cb7bd1bebd474a910c84eba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApiTokenScope = "READ_ANSWERS" | "READ_PROGRESS" | "READ_STATS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApiTokensTab_token$data = {
  readonly createdAt: any;
  readonly expiresAt: any | null | undefined;
  readonly id: string;
  readonly lastUsedAt: any | null | undefined;
  readonly name: string;
  readonly prefix: string;
  readonly scopes: ReadonlyArray<ApiTokenScope>;
  readonly " $fragmentType": "ApiTokensTab_token";
};
export type ApiTokensTab_token$key = {
  readonly " $data"?: ApiTokensTab_token$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiTokensTab_token">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiTokensTab_token",
  "selections": [
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scopes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prefix",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    }
  ],
  "type": "ApiToken",
  "abstractKey": null
};

(node as any).hash = "a3b363d0d7999b2788a886e1f9d704e9";

export default node;
