import { chromium, type Browser, type Page } from 'playwright-core';
import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const SCREENSHOTS = path.resolve('test-results/e2e');

export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  // Each journey file is a visitor from its own address, as learners are: the server's per-address
  // limits (ten registrations an hour) then count one journey's accounts, not the whole suite's.
  // scripts/e2e.mjs starts the server behind one trusted proxy hop, which believes this header.
  const address = `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
  const withAddress = <T extends { extraHTTPHeaders?: Record<string, string> }>(options: T = {} as T): T => ({
    ...options,
    extraHTTPHeaders: { 'X-Forwarded-For': address, ...options.extraHTTPHeaders },
  });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options) => newContext(withAddress(options));
  browser.newPage = (options) => newPage(withAddress(options));
  return browser;
}

/** Keeps a screenshot of the page as a test artifact. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
