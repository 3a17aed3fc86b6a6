/**
 * @generated SignedSource<<ffb1e08f4228705767ea054bbd74eced>>
 * @relayHash a12fe5f6f20126f4312b656ecf5da3e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 19663efc50ebf79b253cb7b53aa6be9599a6a7701e1faaa2a426f23daae2b61b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useSignOutEverywhereElseMutation$variables = Record<PropertyKey, never>;
export type useSignOutEverywhereElseMutation$data = {
  readonly signOutEverywhereElse: {
    readonly revokedCount: number;
    readonly viewer: {
      readonly " $fragmentSpreads": FragmentRefs<"SessionList_viewer">;
    };
  };
};
export type useSignOutEverywhereElseMutation = {
  response: useSignOutEverywhereElseMutation$data;
  variables: useSignOutEverywhereElseMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "revokedCount",
  "storageKey": null
},
v1 = {
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
    "name": "useSignOutEverywhereElseMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SignOutEverywhereElsePayload",
        "kind": "LinkedField",
        "name": "signOutEverywhereElse",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
                "name": "SessionList_viewer"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSignOutEverywhereElseMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SignOutEverywhereElsePayload",
        "kind": "LinkedField",
        "name": "signOutEverywhereElse",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 50
                  }
                ],
                "concreteType": "UserSessionsConnection",
                "kind": "LinkedField",
                "name": "sessions",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "UserSessionsConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Session",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v1/*:: as any*/),
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
                    "storageKey": null
                  }
                ],
                "storageKey": "sessions(first:50)"
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "19663efc50ebf79b253cb7b53aa6be9599a6a7701e1faaa2a426f23daae2b61b",
    "metadata": {},
    "name": "useSignOutEverywhereElseMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "28aa0435427bc1ebae81d007a015d72c";

export default node;
