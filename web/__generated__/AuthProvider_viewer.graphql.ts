/**
 * @generated SignedSource<<675b919195ca2afa4323afa1dbd6e677>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AuthProvider_viewer$data = {
  readonly createdAt: any;
  readonly email: string;
  readonly id: string;
  readonly isDemo: boolean;
  readonly name: string;
  readonly picture: string | null | undefined;
  readonly subscriptionStatus: string;
  readonly twoFactor: {
    readonly enabled: boolean;
  };
  readonly userId: string;
  readonly " $fragmentType": "AuthProvider_viewer";
};
export type AuthProvider_viewer$key = {
  readonly " $data"?: AuthProvider_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuthProvider_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AuthProvider_viewer",
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
      "name": "userId",
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
      "name": "name",
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
        }
      ],
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDemo",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "3453fdfb43b787e3b8d9451fe27a8c23";

export default node;
