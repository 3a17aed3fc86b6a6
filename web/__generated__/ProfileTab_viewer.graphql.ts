/**
 * @generated SignedSource<<ee62b12cef640d976549d84f535f6b7d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileTab_viewer$data = {
  readonly email: string;
  readonly hasPassword: boolean;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"AccountDataCard_viewer" | "ExamDateCard_viewer">;
  readonly " $fragmentType": "ProfileTab_viewer";
};
export type ProfileTab_viewer$key = {
  readonly " $data"?: ProfileTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileTab_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileTab_viewer",
  "selections": [
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasPassword",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ExamDateCard_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountDataCard_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4b79d023eab0fcf3de493a20e16dd2e6";

export default node;
