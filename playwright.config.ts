// npm run test:e2e: the browser journeys in e2e/ with @playwright/test, against the real server
// (started once by e2e/server.ts) in Debian's Chromium; no browser is downloaded.
// One file or a few: npm run test:e2e -- e2e/practice.test.ts (the web app is built first unless E2E_BUILT=1).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.ts';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.test.ts',
  globalSetup: './e2e/server.ts',
  // Three journeys at a time, each in its own worker and browser; a journey's steps run in order and
  // share a page. A journey mostly waits (for the server, the browser's rendering, a mail): one at a
  // time kept the two-core machine about 55% busy and took 510 s, two took 349 s at about 90%; on a
  // slower two-core machine (2026-11-30) two took 313 s, three 235 s and four 226 s (decision 012).
  workers: 3,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A step waits for what it needs (each wait bounded below); this only stops a journey that hangs.
  timeout: 180_000,
  // Playwright empties its output folder at the start: its own, not test-results/ (jest.json, the screenshots).
  outputDir: 'test-results/playwright',
  // test-results/e2e.json: the counts CI's summary prints (stats.expected/unexpected/skipped).
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
