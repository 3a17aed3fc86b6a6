/**
 * @generated SignedSource<<e7340e185f01f64d4d04e5235290fcec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillingInterval = "day" | "month" | "week" | "year" | "%future added value";
export type BillingMode = "DEMO" | "LIVE" | "OFF" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PlanList_query$data = {
  readonly billingMode: BillingMode;
  readonly products: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly description: string;
        readonly features: ReadonlyArray<string>;
        readonly id: string;
        readonly name: string;
        readonly prices: ReadonlyArray<{
          readonly amount: number;
          readonly currency: string;
          readonly id: string;
          readonly interval: BillingInterval;
          readonly priceId: string;
        }>;
      };
    }>;
  };
  readonly " $fragmentType": "PlanList_query";
};
export type PlanList_query$key = {
  readonly " $data"?: PlanList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanList_query">;
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
  "name": "PlanList_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingMode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
        }
      ],
      "concreteType": "ProductConnection",
      "kind": "LinkedField",
      "name": "products",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Product",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
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
                  "name": "description",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "features",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Price",
                  "kind": "LinkedField",
                  "name": "prices",
                  "plural": true,
                  "selections": [
                    (v0/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "priceId",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "amount",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "currency",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "interval",
                      "storageKey": null
                    }
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
      "storageKey": "products(first:10)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "35204ef5aab80dbd337892e2de263350";

export default node;
