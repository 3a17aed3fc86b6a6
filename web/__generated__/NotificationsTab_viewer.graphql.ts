/**
 * @generated SignedSource<<4943784b6fc9f6be21cdbad7ffd5cc87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationsTab_viewer$data = {
  readonly id: string;
  readonly notifyDailyReminder: boolean;
  readonly notifyProductUpdates: boolean;
  readonly notifyReviewDue: boolean;
  readonly notifyWeeklyProgress: boolean;
  readonly reminderHour: number;
  readonly timeZone: string;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notifyDailyReminder",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notifyReviewDue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reminderHour",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "01d591e40a03251add5fa46ad3a9d226";

export default node;
