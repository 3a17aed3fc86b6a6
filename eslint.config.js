import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import boundaries (docs/decisions/013-tooling.md). Each zone forbids `target` to import
 * anything under `from` but the `except` paths (relative to `from`).
 */
const SCREENS = readdirSync(new URL('./web/screens', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The domain: every folder of graph/ but the schema layer and the generated code. */
const DOMAIN = readdirSync(new URL('./graph', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['schema', 'generated'].includes(entry.name))
  .map((entry) => `./graph/${entry.name}`);
const BOUNDARIES = [
  {
    target: './web',
    from: './graph',
    // Pure functions both sides run (no server import of their own).
    except: ['./observability/scrub.ts'],
    message: 'The web app never imports server code.',
  },
  { target: './web', from: ['./rest-adapter', './prisma'], message: 'The web app never imports server code.' },
  {
    target: DOMAIN,
    from: ['./graph/schema', './graph/context.ts', './graph/yoga.ts', './graph/viewerData.ts'],
    message: 'A domain module takes services and input and returns an outcome: it knows neither the GraphQL schema nor the request context.',
  },
  {
    target: './rest-adapter',
    from: './graph',
    // The GraphQL entry (the schema it executes, the Yoga instance, the services and caller it
    // builds) and the domain entries the adapter's non-GraphQL routes call.
    except: [
      './schema/index.ts',
      './yoga.ts',
      './context.ts',
      './persistedOperations.ts',
      './generated/prisma/client.ts',
      './generated/prisma/enums.ts',
      // GET /api/progress's direct read (rest-adapter/progress.ts): the token check, the driver, the totals.
      './auth/tokens.ts',
      './db/database.ts',
      './practice/progress.ts',
      // The schema's types, read by gql.tada to type the adapter's documents.
      './generated/graphql-env.d.ts',
      './account/export.ts',
      './analytics/apiTokens.ts',
      './analytics/history.ts',
      './auth/limits.ts',
      './billing/subscriptions.ts',
      './billing/webhooks.ts',
      './observability/sentry.ts',
      // The legacy practice routes' filters (rest-adapter/legacy.ts): the bank's domains and set size.
      './practice/domains.ts',
      './practice/practiceSet.ts',
    ],
    message: 'The REST adapter goes through the GraphQL entry, or through a domain entry listed in eslint.config.js.',
  },
  ...SCREENS.map((screen) => ({
    target: `./web/screens/${screen}`,
    from: './web/screens',
    except: [`./${screen}`],
    message: 'A screen never imports another screen: what two screens share lives in web/components or web/app.',
  })),
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'graph/generated/**', 'web/__generated__/**', 'test-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // TypeScript modules are parsed (no-cycle follows their imports) and resolved by their path.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES }],
      // A lazy import() (the route table's screens) is not a cycle at load time.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    // The web app's GraphQL: fields a component selects and never reads, fragment spreads of
    // components the file does not render, and the other checks of Relay's own lint rules.
    files: ['web/**/*.ts', 'web/**/*.tsx'],
    plugins: { relay },
    rules: {
      ...relay.configs['ts-strict'].rules,
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // A test of the registration form checks the client's password rules against the server's.
    files: ['web/screens/Register/__tests__/RegisterRoute.test.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES.filter((zone) => zone.target !== './web' || zone.from !== './graph') }] },
  },
);
