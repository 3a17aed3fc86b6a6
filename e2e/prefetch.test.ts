import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { dismissCookieDialog } from './accounts.ts';
import { BASE_URL, launch } from './browser.ts';

describe('route chunks on demand', () => {
  let browser: Browser;
  let page: Page;
  const scripts: string[] = [];

  before(async () => {
    browser = await launch();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
  });
  after(async () => {
    await browser?.close();
  });

  it('the landing page does not load other screens, and a link loads its screen when hovered, before the click', async () => {
    await page.goto(BASE_URL);
    await dismissCookieDialog(page);
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    const screen = (name: string) => scripts.some((path) => path.startsWith(`/assets/${name}-`));
    assert.ok(screen('LandingRoute'), 'the landing screen is its own chunk');
    for (const name of ['LoginRoute', 'PrivacyRoute', 'DashboardRoute', 'PracticeRoute', 'SettingsRoute']) assert.ok(!screen(name), `${name} loaded with the landing page`);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).hover();
    await page.waitForRequest((request) => /\/assets\/LoginRoute-[\w-]+\.js$/.test(request.url()), { timeout: 10_000 }).catch(() => null);
    assert.ok(screen('LoginRoute'), 'hovering Login fetches the sign-in screen');
    assert.equal(new URL(page.url()).pathname, '/');

    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }).focus();
    await page.waitForRequest((request) => /\/assets\/PrivacyRoute-[\w-]+\.js$/.test(request.url()), { timeout: 10_000 }).catch(() => null);
    assert.ok(screen('PrivacyRoute'), 'focusing the privacy link fetches the privacy screen');
  });
});
