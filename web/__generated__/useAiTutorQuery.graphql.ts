/**
 * @generated SignedSource<<89905c9fb8172e81bbcac75615b36df6>>
 * @relayHash 81441b2671a66d436211f75558e7d4b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0bea72ff612681302aaa11de8ddc1fd82454516fcbb1431786f33650d0e006ed

import { ConcreteRequest } from 'relay-runtime';
export type useAiTutorQuery$variables = Record<PropertyKey, never>;
export type useAiTutorQuery$data = {
  readonly aiTutor: boolean;
};
export type useAiTutorQuery = {
  response: useAiTutorQuery$data;
  variables: useAiTutorQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "aiTutor",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAiTutorQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useAiTutorQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "0bea72ff612681302aaa11de8ddc1fd82454516fcbb1431786f33650d0e006ed",
    "metadata": {},
    "name": "useAiTutorQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8c54cb5fa6243a5b7ad71c68da295b0d";

export default node;
