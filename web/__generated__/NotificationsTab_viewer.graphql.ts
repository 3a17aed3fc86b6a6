/**
 * @generated SignedSource<<1e692dc2f738b554760d30cd927fc48b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationsTab_viewer$data = {
  readonly id: string;
  readonly notifyProductUpdates: boolean;
  readonly notifyWeeklyProgress: boolean;
  readonly " $fragmentType": "NotificationsTab_viewer";
};
export type NotificationsTab_viewer$key = {
  readonly " $data"?: NotificationsTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsTab_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationsTab_viewer",
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
      "name": "notifyWeeklyProgress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notifyProductUpdates",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a828539b1f8cc2ed07092cf96e6e5cd5";

export default node;
