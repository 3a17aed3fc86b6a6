/**
 * @generated SignedSource<<4324c1e9c5e51514ef6cb303d5bcfc38>>
 * @relayHash 5a59ca60ed300d02872f073db3ff4b06
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b6247584ffe9ec4de24a79c36675c8e24fca38758338a3cd0861a81d3bff07a8

import { ConcreteRequest } from 'relay-runtime';
export type Domain = "ASSET_SECURITY" | "COMMUNICATION_AND_NETWORK_SECURITY" | "IDENTITY_AND_ACCESS_MANAGEMENT" | "SECURITY_AND_RISK_MANAGEMENT" | "SECURITY_ARCHITECTURE_AND_ENGINEERING" | "SECURITY_ASSESSMENT_AND_TESTING" | "SECURITY_OPERATIONS" | "SOFTWARE_DEVELOPMENT_SECURITY" | "%future added value";
export type StudyPlanStatus = "ACTIVE" | "EXAM_PASSED" | "EXAM_TODAY" | "NO_EXAM_DATE" | "%future added value";
export type SetExamDateInput = {
  examDate?: string | null | undefined;
};
export type useSetPlanExamDateMutation$variables = {
  input: SetExamDateInput;
};
export type useSetPlanExamDateMutation$data = {
  readonly setExamDate: {
    readonly __typename: string;
    readonly examDate?: string | null | undefined;
    readonly id?: string;
    readonly message?: string;
    readonly reviewQueue?: {
      readonly cardCount: number;
      readonly dueCount: number;
      readonly nextDueAt: any | null | undefined;
    };
    readonly studyPlan?: {
      readonly catchUp: number;
      readonly catchUpDays: number;
      readonly dailyGoal: number;
      readonly days: ReadonlyArray<{
        readonly date: string;
        readonly domain: Domain | null | undefined;
        readonly goal: number;
        readonly name: string | null | undefined;
      }>;
      readonly daysLeft: number;
      readonly doneToday: number;
      readonly examDate: string | null | undefined;
      readonly pace: number;
      readonly planExamDate: string;
      readonly shortfall: number;
      readonly status: StudyPlanStatus;
      readonly suggestedExamDate: string;
      readonly today: string;
    };
  };
};
export type useSetPlanExamDateMutation = {
  response: useSetPlanExamDateMutation$data;
  variables: useSetPlanExamDateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
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
  "name": "examDate",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "StudyPlan",
      "kind": "LinkedField",
      "name": "studyPlan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "planExamDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "suggestedExamDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "today",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "daysLeft",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dailyGoal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pace",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "catchUp",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "catchUpDays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shortfall",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "doneToday",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StudyPlanDay",
          "kind": "LinkedField",
          "name": "days",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "date",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "domain",
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
              "name": "goal",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReviewQueue",
      "kind": "LinkedField",
      "name": "reviewQueue",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cardCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextDueAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetPlanExamDateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setExamDate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetPlanExamDateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setExamDate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b6247584ffe9ec4de24a79c36675c8e24fca38758338a3cd0861a81d3bff07a8",
    "metadata": {},
    "name": "useSetPlanExamDateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "123c3f2fb9d7dcffd76ba54644436267";

export default node;
