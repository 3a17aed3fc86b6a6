/**
 * @generated SignedSource<<5a68af20d958614c0bc2bfdb24216dd3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SessionList_viewer$data = {
  readonly id: string;
  readonly sessions: ReadonlyArray<{
    readonly createdAt: any;
    readonly current: boolean;
    readonly id: string;
    readonly ip: string | null | undefined;
    readonly lastUsedAt: any;
    readonly userAgent: string | null | undefined;
    readonly viaTwoFactor: boolean;
  }>;
  readonly " $fragmentType": "SessionList_viewer";
};
export type SessionList_viewer$key = {
  readonly " $data"?: SessionList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionList_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SessionList_viewer",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Session",
      "kind": "LinkedField",
      "name": "sessions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "current",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userAgent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ip",
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
          "name": "lastUsedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viaTwoFactor",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "7cfde9a86846c6e8278b6d8e0f8d96fa";

export default node;
