/**
 * @generated SignedSource<<6a0dd4f380c7ae228960182afc9e7f6b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SecurityTab_viewer$data = {
  readonly twoFactor: {
    readonly enabled: boolean;
    readonly remainingBackupCodes: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"SessionList_viewer">;
  readonly " $fragmentType": "SecurityTab_viewer";
};
export type SecurityTab_viewer$key = {
  readonly " $data"?: SecurityTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SecurityTab_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SecurityTab_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TwoFactorStatus",
      "kind": "LinkedField",
      "name": "twoFactor",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "remainingBackupCodes",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SessionList_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "13394df1f6935001a8febe6c86473f69";

export default node;
