/**
 * @generated SignedSource<<1ba78dd4654ed75581f2b59a72cceaaa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingsRouteQuery$variables = Record<PropertyKey, never>;
export type SettingsRouteQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"NotificationsTab_viewer" | "ProfileTab_viewer" | "SecurityTab_viewer">;
  } | null | undefined;
};
export type SettingsRouteQuery = {
  response: SettingsRouteQuery$data;
  variables: SettingsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SettingsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SecurityTab_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileTab_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NotificationsTab_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SettingsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "db54c75b603804f7baac6e7bb5f98259",
    "id": null,
    "metadata": {},
    "name": "SettingsRouteQuery",
    "operationKind": "query",
    "text": "query SettingsRouteQuery {\n  viewer {\n    ...SecurityTab_viewer\n    ...ProfileTab_viewer\n    ...NotificationsTab_viewer\n    id\n  }\n}\n\nfragment NotificationsTab_viewer on User {\n  id\n  notifyWeeklyProgress\n  notifyProductUpdates\n}\n\nfragment ProfileTab_viewer on User {\n  name\n  email\n  hasPassword\n}\n\nfragment SecurityTab_viewer on User {\n  twoFactor {\n    enabled\n    remainingBackupCodes\n  }\n  ...SessionList_viewer\n}\n\nfragment SessionList_viewer on User {\n  id\n  sessions {\n    id\n    current\n    userAgent\n    ip\n    createdAt\n    lastUsedAt\n    viaTwoFactor\n  }\n}\n"
  }
};
})();

(node as any).hash = "20e4f17b001dcf7b41978f1046463570";

export default node;
