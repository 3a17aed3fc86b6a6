/**
 * @generated SignedSource<<43ab31857b243fd1c2e474cc57b15f3e>>
 * @relayHash c3419ed691d21fc3a0f9e6127b5bd7ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ccfc6606dd3f39c33f5c20ffa3d323a1803bf0799542e95eca084cedd9822e6c

import { ConcreteRequest } from 'relay-runtime';
export type QuestionFlagReason = "AMBIGUOUS" | "OUTDATED" | "TYPO" | "WRONG_KEY" | "%future added value";
export type FlagQuestionInput = {
  comment?: string | null | undefined;
  questionId: string;
  reason: QuestionFlagReason;
};
export type FlagQuestionMutation$variables = {
  input: FlagQuestionInput;
};
export type FlagQuestionMutation$data = {
  readonly flagQuestion: {
    readonly __typename: string;
    readonly message?: string;
    readonly question?: {
      readonly id: string;
      readonly viewerFlag: {
        readonly comment: string | null | undefined;
        readonly reason: QuestionFlagReason;
      } | null | undefined;
    };
    readonly updated?: boolean;
  };
};
export type FlagQuestionMutation = {
  response: FlagQuestionMutation$data;
  variables: FlagQuestionMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "flagQuestion",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updated",
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
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
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
                    "name": "reason",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "comment",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "FlagQuestionPayload",
        "abstractKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FlagQuestionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FlagQuestionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ccfc6606dd3f39c33f5c20ffa3d323a1803bf0799542e95eca084cedd9822e6c",
    "metadata": {},
    "name": "FlagQuestionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cd5525d8db78e515ae198f95659fdf17";

export default node;
