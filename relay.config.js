// Relay compiler configuration: sources in ./web, artifacts in web/__generated__.
// Named exports, not a default: the compiler require()s this ES module and reads its namespace.
export const src = './web';
export const schema = './schema.graphql';
export const language = 'typescript';
export const artifactDirectory = './web/__generated__';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**', '**/dist/**'];
