/**
 * @generated SignedSource<<884f4473a850352d1ebad60429a8fee2>>
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
    readonly passProbability: number | null | undefined;
    readonly status: ReadinessStatus;
    readonly studyNext: ReadonlyArray<{
      readonly domain: Domain;
      readonly name: string;
      readonly weight: number;
    }>;
  };
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
  "name": "domain",
  "storageKey": null
},
v1 = {
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answers",
          "storageKey": null
        },
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "low",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "high",
              "storageKey": null
            },
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
            (v0/*:: as any*/),
            (v1/*:: as any*/)
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
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "weight",
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

(node as any).hash = "54cbed87f3ad72da2d09707effab87c1";

export default node;
