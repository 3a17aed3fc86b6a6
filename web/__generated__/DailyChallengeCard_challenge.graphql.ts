/**
 * @generated SignedSource<<cb1fe1434d20456a78eda9da79b73a4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DailyChallengeCard_challenge$data = {
  readonly answeredCount: number;
  readonly completed: boolean;
  readonly description: string;
  readonly questionIds: ReadonlyArray<string>;
  readonly targetScore: number;
  readonly userScore: number;
  readonly " $fragmentType": "DailyChallengeCard_challenge";
};
export type DailyChallengeCard_challenge$key = {
  readonly " $data"?: DailyChallengeCard_challenge$data;
  readonly " $fragmentSpreads": FragmentRefs<"DailyChallengeCard_challenge">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DailyChallengeCard_challenge",
  "selections": [
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
      "name": "questionIds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answeredCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userScore",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "targetScore",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completed",
      "storageKey": null
    }
  ],
  "type": "DailyChallenge",
  "abstractKey": null
};

(node as any).hash = "c4cdf5c4e38b282d70f3a1653fbb59fe";

export default node;
