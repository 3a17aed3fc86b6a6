/**
 * @generated SignedSource<<f5f323e62287f0edcdaf4d5c3e6918f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Domain = "ASSET_SECURITY" | "COMMUNICATION_AND_NETWORK_SECURITY" | "IDENTITY_AND_ACCESS_MANAGEMENT" | "SECURITY_AND_RISK_MANAGEMENT" | "SECURITY_ARCHITECTURE_AND_ENGINEERING" | "SECURITY_ASSESSMENT_AND_TESTING" | "SECURITY_OPERATIONS" | "SOFTWARE_DEVELOPMENT_SECURITY" | "%future added value";
export type StudyPlanStatus = "ACTIVE" | "EXAM_PASSED" | "EXAM_TODAY" | "NO_EXAM_DATE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StudyPlanCard_user$data = {
  readonly studyPlan: {
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
  readonly " $fragmentType": "StudyPlanCard_user";
};
export type StudyPlanCard_user$key = {
  readonly " $data"?: StudyPlanCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudyPlanCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudyPlanCard_user",
  "selections": [
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "examDate",
          "storageKey": null
        },
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "c0f387ce652991c0e000b7e7d08dd46a";

export default node;
