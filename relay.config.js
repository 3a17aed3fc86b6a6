// Relay compiler configuration: sources in ./web, artifacts in web/__generated__.
// Named exports, not a default: the compiler require()s this ES module and reads its namespace.
export const src = './web';
export const schema = './schema.graphql';
export const language = 'typescript';
export const artifactDirectory = './web/__generated__';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**', '**/dist/**'];
// The web app sends operation ids, not documents: the compiler writes each operation's text under
// its SHA-256 into this map, which the server loads (graph/persistedOperations.ts).
export const persistConfig = { file: './persisted-operations.json', algorithm: 'SHA256' };
