import { availableParallelism } from 'node:os';

// Two projects: the server against a real migrated database, and the web app in jsdom.
// Both run as native ES modules (NODE_OPTIONS=--experimental-vm-modules, set by scripts/test.mjs).
const shared = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // ES-module-only packages that CommonJS dependencies require(): compiled for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
  // Jest 30 "soft deletes" globals a test file leaves behind; its setter recurses forever on
  // Sentry's globalThis.__SENTRY__ in the next file of the worker. Each file sets up its own.
  testEnvironmentOptions: { globalsCleanup: 'off' },
};

export default {
  projects: [
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/globalSetup.mjs',
    },
    {
      ...shared,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/web'],
      testMatch: ['**/__tests__/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
      moduleNameMapper: { '\\.css$': '<rootDir>/web/test/styleStub.js' },
    },
  ],
  // A timeout catches a hang, it is no claim about speed (that is the bench's): on a two-core machine
  // shared with a build or another suite, a test that takes 10 s alone took over 30 s (the demo,
  // scale and two-factor timeouts of issue 24). docs/decisions/012-test-suite.md.
  testTimeout: 120_000,
  // Jest's default leaves one core idle, which on a two-core CI machine means one file at a time;
  // the database tests wait on PGlite and PostgreSQL, so two workers overlap well there.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // A worker whose JS heap has passed 1 GB starts afresh after its file. Jest measures the heap only
  // (not PGlite's WebAssembly memory, which test/support/db.ts frees on close); the heap grows by
  // some 35 MB a file, as Jest's ES-module runner keeps each finished file's modules, so at 2 GB a
  // worker never restarted in a whole run. docs/decisions/012-test-suite.md has the figures.
  workerIdleMemoryLimit: '1GB',
  // How long a worker may take to end after its last file before Jest kills it and prints "A worker
  // process has failed to exit gracefully". Jest's 500 ms counted the process's own teardown: the
  // workers that drew the warning had no handle left (their event loop ended 5-50 ms after Jest's
  // end message), and then took 30-660 ms to go, longer with a larger heap (48-657 MB), so the
  // warning came and went with the machine's load (issue 24). A handle left open (a server, a pool,
  // a timer) keeps a worker alive for good, so it is still reported: this is a hang detector, not a
  // claim about speed (docs/decisions/012-test-suite.md).
  workerGracefulExitTimeout: 10_000,
};
