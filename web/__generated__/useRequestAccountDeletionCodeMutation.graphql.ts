/**
 * @generated SignedSource<<6272fa61749145a93d6d5442271cf5d2>>
 * @relayHash 23e2eda2b8c91c132da58d42f099adc1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7f9aa8c21985d9b294c18d6226fa0214cb88cd6a8414871e642ce134cad318dd

import { ConcreteRequest } from 'relay-runtime';
export type useRequestAccountDeletionCodeMutation$variables = Record<PropertyKey, never>;
export type useRequestAccountDeletionCodeMutation$data = {
  readonly requestAccountDeletionCode: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useRequestAccountDeletionCodeMutation = {
  response: useRequestAccountDeletionCodeMutation$data;
  variables: useRequestAccountDeletionCodeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "requestAccountDeletionCode",
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
        "selections": (v0/*:: as any*/),
        "type": "AccountDeletionCodePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v0/*:: as any*/),
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRequestAccountDeletionCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useRequestAccountDeletionCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7f9aa8c21985d9b294c18d6226fa0214cb88cd6a8414871e642ce134cad318dd",
    "metadata": {},
    "name": "useRequestAccountDeletionCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5a528cce8abfa71c187942ca7200ac8a";

export default node;
