/**
 * @generated SignedSource<<bc73ee2bf7808c8f85857c3503d8b352>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Difficulty = "easy" | "hard" | "medium" | "%future added value";
export type Domain = "ASSET_SECURITY" | "COMMUNICATION_AND_NETWORK_SECURITY" | "IDENTITY_AND_ACCESS_MANAGEMENT" | "SECURITY_AND_RISK_MANAGEMENT" | "SECURITY_ARCHITECTURE_AND_ENGINEERING" | "SECURITY_ASSESSMENT_AND_TESTING" | "SECURITY_OPERATIONS" | "SOFTWARE_DEVELOPMENT_SECURITY" | "%future added value";
export type PracticeRouteQuery$variables = {
  difficulty?: Difficulty | null | undefined;
  domain?: Domain | null | undefined;
};
export type PracticeRouteQuery$data = {
  readonly practiceSet: ReadonlyArray<{
    readonly id: string;
    readonly options: ReadonlyArray<string>;
    readonly " $fragmentSpreads": FragmentRefs<"QuestionCard_question">;
  }>;
  readonly viewer: {
    readonly id: string;
    readonly progress: {
      readonly " $fragmentSpreads": FragmentRefs<"PracticeScore_progress">;
    };
  } | null | undefined;
};
export type PracticeRouteQuery = {
  response: PracticeRouteQuery$data;
  variables: PracticeRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "difficulty"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "domain"
},
v2 = [
  {
    "kind": "Variable",
    "name": "difficulty",
    "variableName": "difficulty"
  },
  {
    "kind": "Variable",
    "name": "domain",
    "variableName": "domain"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "options",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PracticeRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Question",
        "kind": "LinkedField",
        "name": "practiceSet",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "QuestionCard_question"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewerProgress",
            "kind": "LinkedField",
            "name": "progress",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PracticeScore_progress"
              }
            ],
            "storageKey": null
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PracticeRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Question",
        "kind": "LinkedField",
        "name": "practiceSet",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "text",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "topicName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "difficulty",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewerProgress",
            "kind": "LinkedField",
            "name": "progress",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalAnswered",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "percent",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6236553d9316de4bcd1476ed8c36595e",
    "id": null,
    "metadata": {},
    "name": "PracticeRouteQuery",
    "operationKind": "query",
    "text": "query PracticeRouteQuery(\n  $domain: Domain\n  $difficulty: Difficulty\n) {\n  practiceSet(domain: $domain, difficulty: $difficulty) {\n    id\n    options\n    ...QuestionCard_question\n  }\n  viewer {\n    id\n    progress {\n      ...PracticeScore_progress\n    }\n  }\n}\n\nfragment PracticeScore_progress on ViewerProgress {\n  totalAnswered\n  percent\n}\n\nfragment QuestionCard_question on Question {\n  text\n  options\n  topicName\n  difficulty\n}\n"
  }
};
})();

(node as any).hash = "3fe850b98b5ad3df74949fd708e8606a";

export default node;
