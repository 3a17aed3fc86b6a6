/**
 * @generated SignedSource<<539683023112eb77b67ce3bff05b796b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccountDeletionConfirmation = "EMAIL_CODE" | "NOTHING" | "PASSWORD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AccountDataCard_viewer$data = {
  readonly accountDeletion: {
    readonly confirmWith: AccountDeletionConfirmation;
    readonly twoFactorCode: boolean;
  };
  readonly email: string;
  readonly " $fragmentType": "AccountDataCard_viewer";
};
export type AccountDataCard_viewer$key = {
  readonly " $data"?: AccountDataCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountDataCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountDataCard_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AccountDeletionRule",
      "kind": "LinkedField",
      "name": "accountDeletion",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "confirmWith",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "twoFactorCode",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "1d44daaf2f3dc05e8c2aaa0131a651c3";

export default node;
