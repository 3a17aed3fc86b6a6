/**
 * What every journey gets from @playwright/test (playwright.config.ts runs them; e2e/server.ts
 * starts the app once for the run): `test` with the fixtures below, where the app answers
 * (BASE_URL, DATA_DIR), and screenshots kept as artifacts.
 */
import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** The app under test: e2e/server.ts sets these for the workers before any journey runs. */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
/** The server's DATA_DIR: the mail it sends lands in its outbox as .eml files. */
export const DATA_DIR = process.env.E2E_DATA_DIR ?? path.resolve('data');
const SCREENSHOTS = path.resolve('test-results/e2e');

/**
 * A learner's browser: contexts and pages that all come from one client address of their own.
 * Each journey file is a visitor from its own address, as learners are: the server's per-address
 * limits (ten registrations an hour) then count one journey's accounts, not the whole suite's.
 * e2e/server.ts starts the app behind one trusted proxy hop, which believes X-Forwarded-For.
 */
export interface Visitor {
  readonly address: string;
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** Closes every context this visitor opened. */
  close(): Promise<void>;
}

function visitorOf(browser: Browser, opened: Set<BrowserContext>): Visitor {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
  const mine = new Set<BrowserContext>();
  const newContext = async (options: BrowserContextOptions = {}) => {
    const context = await browser.newContext({ ...options, extraHTTPHeaders: { 'X-Forwarded-For': address, ...options.extraHTTPHeaders } });
    mine.add(context);
    opened.add(context);
    context.on('close', () => {
      mine.delete(context);
      opened.delete(context);
    });
    return context;
  };
  return {
    address,
    newContext,
    newPage: async (options) => (await newContext(options)).newPage(),
    close: async () => {
      for (const context of [...mine]) await context.close();
    },
  };
}

export const test = base.extend<object, { newVisitor: () => Visitor }>({
  /**
   * Opens a visitor (the `browser` of a journey: `browser = newVisitor()` in its beforeAll, and
   * `browser.close()` in its afterAll). The one Chromium of the worker is shared; whatever a
   * journey leaves open is closed when the worker ends.
   */
  newVisitor: [
    async ({ browser }, use) => {
      const opened = new Set<BrowserContext>();
      await use(() => visitorOf(browser, opened));
      for (const context of [...opened]) await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Keeps a screenshot of the page as a test artifact (test-results/e2e/NAME.png). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
