/**
 * @generated SignedSource<<9734594ac48b6f2c85899dd7874988ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileCard_user$data = {
  readonly createdAt: any;
  readonly email: string;
  readonly name: string;
  readonly picture: string | null | undefined;
  readonly subscriptionStatus: string;
  readonly " $fragmentType": "ProfileCard_user";
};
export type ProfileCard_user$key = {
  readonly " $data"?: ProfileCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileCard_user",
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
      "name": "picture",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subscriptionStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b4f20617f740af53d623a48c988543ea";

export default node;
