/**
 * @generated SignedSource<<d4c03bfc52badc4434c2484e10b8e251>>
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "41a1e52011851f99205963c7f716f66f";

export default node;
