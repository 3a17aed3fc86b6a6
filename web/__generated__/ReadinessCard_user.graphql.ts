/**
 * @generated SignedSource<<72706d793c6fab35eb7bcef74c303769>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Domain = "ASSET_SECURITY" | "COMMUNICATION_AND_NETWORK_SECURITY" | "IDENTITY_AND_ACCESS_MANAGEMENT" | "SECURITY_AND_RISK_MANAGEMENT" | "SECURITY_ARCHITECTURE_AND_ENGINEERING" | "SECURITY_ASSESSMENT_AND_TESTING" | "SECURITY_OPERATIONS" | "SOFTWARE_DEVELOPMENT_SECURITY" | "%future added value";
export type ReadinessStatus = "NOT_ENOUGH_EVIDENCE" | "READY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReadinessCard_user$data = {
  readonly readiness: {
    readonly answers: number;
    readonly answersNeeded: number;
    readonly domains: ReadonlyArray<{
      readonly domain: Domain;
      readonly name: string;
    }>;
    readonly domainsNeeded: ReadonlyArray<Domain>;
    readonly interval: {
      readonly high: number;
      readonly level: number;
      readonly low: number;
    } | null | undefined;
    readonly narrowing: {
      readonly answers: number;
      readonly domains: ReadonlyArray<Domain>;
      readonly interval: {
        readonly high: number;
        readonly low: number;
      };
    } | null | undefined;
    readonly passProbability: number | null | undefined;
    readonly status: ReadinessStatus;
    readonly studyNext: ReadonlyArray<{
      readonly domain: Domain;
      readonly name: string;
      readonly weight: number;
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ExamOutcomeForm_user">;
  readonly " $fragmentType": "ReadinessCard_user";
};
export type ReadinessCard_user$key = {
  readonly " $data"?: ReadinessCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReadinessCard_user">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "answers",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "low",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "high",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "domain",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReadinessCard_user",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ExamOutcomeForm_user"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Readiness",
      "kind": "LinkedField",
      "name": "readiness",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answersNeeded",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "domainsNeeded",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "passProbability",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReadinessInterval",
          "kind": "LinkedField",
          "name": "interval",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "level",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReadinessDomain",
          "kind": "LinkedField",
          "name": "domains",
          "plural": true,
          "selections": [
            (v3/*:: as any*/),
            (v4/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReadinessDomain",
          "kind": "LinkedField",
          "name": "studyNext",
          "plural": true,
          "selections": [
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "weight",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReadinessNarrowing",
          "kind": "LinkedField",
          "name": "narrowing",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "domains",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ReadinessInterval",
              "kind": "LinkedField",
              "name": "interval",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                (v2/*:: as any*/)
              ],
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
})();

(node as any).hash = "a521db67841eaa275f6842edc2c341e3";

export default node;
