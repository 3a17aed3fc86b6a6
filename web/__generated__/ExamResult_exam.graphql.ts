/**
 * @generated SignedSource<<27fb48851d67e6f202e1e64a1ad9b3c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Domain = "ASSET_SECURITY" | "COMMUNICATION_AND_NETWORK_SECURITY" | "IDENTITY_AND_ACCESS_MANAGEMENT" | "SECURITY_AND_RISK_MANAGEMENT" | "SECURITY_ARCHITECTURE_AND_ENGINEERING" | "SECURITY_ASSESSMENT_AND_TESTING" | "SECURITY_OPERATIONS" | "SOFTWARE_DEVELOPMENT_SECURITY" | "%future added value";
export type DomainStanding = "ABOVE" | "BELOW" | "NEAR" | "%future added value";
export type ExamEndReason = "CONFIDENCE" | "ENDED" | "MAX_ITEMS" | "POOL" | "TIME" | "%future added value";
export type QuestionType = "HOTSPOT" | "MATCHING" | "ORDERING" | "SINGLE_CHOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExamResult_exam$data = {
  readonly finishedAt: any | null | undefined;
  readonly itemsAnswered: number;
  readonly result: {
    readonly domains: ReadonlyArray<{
      readonly correct: number;
      readonly domain: Domain;
      readonly name: string;
      readonly scoredItems: number;
      readonly standing: DomainStanding | null | undefined;
    }>;
    readonly endReason: ExamEndReason;
    readonly passed: boolean;
    readonly passingScore: number;
    readonly scaledScore: number;
  } | null | undefined;
  readonly review: ReadonlyArray<{
    readonly answered: boolean;
    readonly chosenOption: string | null | undefined;
    readonly correctAnswer: string | null | undefined;
    readonly domainName: string | null | undefined;
    readonly id: string;
    readonly interaction: {
      readonly " $fragmentSpreads": FragmentRefs<"InteractiveOutcome_interaction">;
    } | null | undefined;
    readonly interactionOutcome: {
      readonly " $fragmentSpreads": FragmentRefs<"InteractiveOutcome_outcome">;
    } | null | undefined;
    readonly isCorrect: boolean | null | undefined;
    readonly number: number;
    readonly options: ReadonlyArray<string>;
    readonly question: {
      readonly id: string;
      readonly viewerFlag: {
        readonly __typename: "QuestionFlag";
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"HowOthersAnswered_question">;
    } | null | undefined;
    readonly rationales: ReadonlyArray<string> | null | undefined;
    readonly text: string;
    readonly type: QuestionType;
  }> | null | undefined;
  readonly startedAt: any;
  readonly timeLimitSeconds: number;
  readonly " $fragmentType": "ExamResult_exam";
};
export type ExamResult_exam$key = {
  readonly " $data"?: ExamResult_exam$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExamResult_exam">;
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
  "name": "ExamResult_exam",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemsAnswered",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "finishedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeLimitSeconds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ExamResult",
      "kind": "LinkedField",
      "name": "result",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "passed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scaledScore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "passingScore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endReason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ExamDomainResult",
          "kind": "LinkedField",
          "name": "domains",
          "plural": true,
          "selections": [
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
              "name": "scoredItems",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "correct",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "standing",
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
      "concreteType": "ExamItem",
      "kind": "LinkedField",
      "name": "review",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
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
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "options",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "interaction",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "InteractiveOutcome_interaction"
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "InteractionOutcome",
          "kind": "LinkedField",
          "name": "interactionOutcome",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "InteractiveOutcome_outcome"
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answered",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chosenOption",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "correctAnswer",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isCorrect",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rationales",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "domainName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Question",
          "kind": "LinkedField",
          "name": "question",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "QuestionFlag",
              "kind": "LinkedField",
              "name": "viewerFlag",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "HowOthersAnswered_question"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Exam",
  "abstractKey": null
};
})();

(node as any).hash = "529e926126256d02cccf7ab12cf78cc5";

export default node;
