/**
 * @generated SignedSource<<eff048cc6ad3cfce163010b84287b583>>
 * @relayHash 60d51243ec016a5c3efaf36997b4f076
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51f434dcb362f36612915d657e832a36fc2a0e140057f35399492309f473c08f

import { ConcreteRequest } from 'relay-runtime';
export type StreakChipQuery$variables = Record<PropertyKey, never>;
export type StreakChipQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly stats: {
      readonly accuracy: number;
      readonly correctAnswers: number;
      readonly currentStreak: number;
      readonly experiencePoints: number;
      readonly lastActivityDate: string | null | undefined;
      readonly level: number;
      readonly longestStreak: number;
      readonly nextLevelXP: number | null | undefined;
      readonly questionsAnswered: number;
      readonly title: string;
      readonly totalPoints: number;
    };
    readonly timeZone: string;
    readonly userId: string;
  } | null | undefined;
};
export type StreakChipQuery = {
  response: StreakChipQuery$data;
  variables: StreakChipQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "timeZone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserStats",
        "kind": "LinkedField",
        "name": "stats",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalPoints",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "level",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "experiencePoints",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nextLevelXP",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currentStreak",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "longestStreak",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastActivityDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "questionsAnswered",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "correctAnswers",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accuracy",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StreakChipQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StreakChipQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "51f434dcb362f36612915d657e832a36fc2a0e140057f35399492309f473c08f",
    "metadata": {},
    "name": "StreakChipQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8e93e4b0f8677e38aa2395bc78c25182";

export default node;
