/**
 * The domain does not know the request (docs/decisions/010-domain-services.md): no file of a domain
 * folder imports the GraphQL context, the schema, the Yoga or HTTP server, the request's caches or
 * the REST adapter. Domain functions take a narrow services object and their input and return an
 * outcome; the schema layer owns the request, its cookies and who is signed in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');
const graph = path.join(root, 'graph');

/** The domain: every folder of graph/ that holds rules rather than the API around them. */
const DOMAIN = ['account', 'analytics', 'auth', 'billing', 'exam', 'explanations', 'gamification', 'mail', 'plan', 'practice', 'reminders', 'review'];

/** What the domain may not import: the request's side of the server. */
const REQUEST_SIDE = [
  path.join(graph, 'context.ts'),
  path.join(graph, 'builder.ts'),
  path.join(graph, 'yoga.ts'),
  path.join(graph, 'server.ts'),
  path.join(graph, 'viewerData.ts'),
  path.join(graph, 'schema') + path.sep,
  path.join(root, 'rest-adapter') + path.sep,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The files of our own a source file imports (static and dynamic, type-only too), as absolute paths. */
function localImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => path.resolve(path.dirname(file), name));
}

function requestSideImports(files: string[]): string[] {
  return files.flatMap((file) =>
    localImports(file)
      .filter((target) => REQUEST_SIDE.some((forbidden) => (forbidden.endsWith(path.sep) ? target.startsWith(forbidden) : target === forbidden)))
      .map((target) => `${path.relative(root, file)} imports ${path.relative(root, target)}`),
  );
}

describe('the domain', () => {
  const files = DOMAIN.flatMap((folder) => sourceFiles(path.join(graph, folder)));

  it('covers the folders it names', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.map((file) => path.relative(graph, file))).toEqual(expect.arrayContaining(['auth/accounts.ts', 'account/deletion.ts', 'practice/answers.ts']));
  });

  it('imports nothing of the request: no context, schema, server, request cache or REST adapter', () => {
    expect(requestSideImports(files)).toEqual([]);
  });

  it('would notice one that did', () => {
    // The check itself, on a file that imports the context (the schema layer may).
    expect(requestSideImports([path.join(graph, 'schema', 'session.ts')])).toEqual(['graph/schema/session.ts imports graph/context.ts']);
  });
});
