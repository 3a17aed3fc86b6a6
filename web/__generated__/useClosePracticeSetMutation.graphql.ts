/**
 * @generated SignedSource<<f76d8ddc7f3c619be834f1575dceed0c>>
 * @relayHash 974a4332702bff1eddab9a3d0edc6dda
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dbca1f1a3f78e79d4b4e536537a35d072abf097a016e7e8b5a67a6bf6e787dbf

import { ConcreteRequest } from 'relay-runtime';
export type useClosePracticeSetMutation$variables = {
  id: string;
};
export type useClosePracticeSetMutation$data = {
  readonly closePracticeSet: boolean;
};
export type useClosePracticeSetMutation = {
  response: useClosePracticeSetMutation$data;
  variables: useClosePracticeSetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "kind": "ScalarField",
    "name": "closePracticeSet",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useClosePracticeSetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useClosePracticeSetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "dbca1f1a3f78e79d4b4e536537a35d072abf097a016e7e8b5a67a6bf6e787dbf",
    "metadata": {},
    "name": "useClosePracticeSetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f382b2617f0e0561ec44b4ce281d1fc7";

export default node;
