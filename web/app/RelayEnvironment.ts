import { Environment, type FetchFunction, Network, RecordSource, Store } from 'relay-runtime';
import { getAccessToken } from './session.ts';

export const REQUEST_TIMEOUT_MS = 15_000;

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const token = getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch('/graphql', {
    method: 'POST',
    headers,
    credentials: 'same-origin',
    body: JSON.stringify({ query: operation.text, variables }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const json = await response.json();
  if (Array.isArray(json.errors) && json.errors.length && !json.data) {
    throw new Error(json.errors.map((e: { message: string }) => e.message).join('; '));
  }
  return json;
};

export function createRelayEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}
