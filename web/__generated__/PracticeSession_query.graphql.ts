/**
 * @generated SignedSource<<b227dc2dfd971203167b17726cd6377b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PracticeSession_query$data = {
  readonly practiceSession: {
    readonly createdAt: any;
    readonly current: number;
    readonly id: string;
    readonly items: ReadonlyArray<{
      readonly interaction: {
        readonly " $fragmentSpreads": FragmentRefs<"InteractiveAnswer_interaction" | "InteractiveOutcome_interaction">;
      } | null | undefined;
      readonly options: ReadonlyArray<string>;
      readonly question: {
        readonly " $fragmentSpreads": FragmentRefs<"PracticeSession_questions">;
      };
    }>;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly progress: {
      readonly " $fragmentSpreads": FragmentRefs<"PracticeScore_progress">;
    };
    readonly weakestDomain: {
      readonly name: string;
      readonly percent: number;
      readonly totalAnswered: number;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "PracticeSession_query";
};
export type PracticeSession_query$key = {
  readonly " $data"?: PracticeSession_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PracticeSession_query">;
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
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "challenge"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "difficulty"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "domain"
    },
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "review"
    },
    {
      "defaultValue": "NEW",
      "kind": "LocalArgument",
      "name": "set"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "type"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "PracticeSession_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "challenge",
          "variableName": "challenge"
        },
        {
          "kind": "Variable",
          "name": "difficulty",
          "variableName": "difficulty"
        },
        {
          "kind": "Variable",
          "name": "domain",
          "variableName": "domain"
        },
        {
          "kind": "Variable",
          "name": "review",
          "variableName": "review"
        },
        {
          "kind": "Variable",
          "name": "set",
          "variableName": "set"
        },
        {
          "kind": "Variable",
          "name": "type",
          "variableName": "type"
        }
      ],
      "concreteType": "PracticeSession",
      "kind": "LinkedField",
      "name": "practiceSession",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "current",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PracticeSetItem",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
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
                  "name": "InteractiveAnswer_interaction"
                },
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
              "concreteType": "Question",
              "kind": "LinkedField",
              "name": "question",
              "plural": false,
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PracticeSession_questions"
                }
              ],
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DomainMastery",
          "kind": "LinkedField",
          "name": "weakestDomain",
          "plural": false,
          "selections": [
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
              "name": "percent",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "totalAnswered",
              "storageKey": null
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
};
})();

(node as any).hash = "66148af99a47a65d2dcee57b70006bd9";

export default node;
