/**
 * @generated SignedSource<<b539381918470f6d3d960863f4f20b59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GoogleSignIn_query$data = {
  readonly demoSignIn: boolean;
  readonly googleSignIn: {
    readonly enabled: boolean;
  };
  readonly " $fragmentType": "GoogleSignIn_query";
};
export type GoogleSignIn_query$key = {
  readonly " $data"?: GoogleSignIn_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"GoogleSignIn_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GoogleSignIn_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "GoogleSignInOptions",
      "kind": "LinkedField",
      "name": "googleSignIn",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enabled",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "demoSignIn",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "686c1a6011c7284fdf5ded549260e560";

export default node;
