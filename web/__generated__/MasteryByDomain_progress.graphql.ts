/**
 * @generated SignedSource<<82a7b8229bdbcc646eda0db12f93d21e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Domain = "ASSET_SECURITY" | "COMMUNICATION_AND_NETWORK_SECURITY" | "IDENTITY_AND_ACCESS_MANAGEMENT" | "SECURITY_AND_RISK_MANAGEMENT" | "SECURITY_ARCHITECTURE_AND_ENGINEERING" | "SECURITY_ASSESSMENT_AND_TESTING" | "SECURITY_OPERATIONS" | "SOFTWARE_DEVELOPMENT_SECURITY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MasteryByDomain_progress$data = {
  readonly byDomain: ReadonlyArray<{
    readonly correctAnswers: number;
    readonly domain: Domain;
    readonly name: string;
    readonly percent: number;
    readonly totalAnswered: number;
  }>;
  readonly passLine: number;
  readonly " $fragmentType": "MasteryByDomain_progress";
};
export type MasteryByDomain_progress$key = {
  readonly " $data"?: MasteryByDomain_progress$data;
  readonly " $fragmentSpreads": FragmentRefs<"MasteryByDomain_progress">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MasteryByDomain_progress",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "passLine",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DomainMastery",
      "kind": "LinkedField",
      "name": "byDomain",
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
          "name": "totalAnswered",
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
          "name": "percent",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ViewerProgress",
  "abstractKey": null
};

(node as any).hash = "66c3a279636973b850cca6c4e31cbc70";

export default node;
