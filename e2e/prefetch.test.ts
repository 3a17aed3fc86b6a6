import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { dismissCookieDialog } from './accounts.ts';
import { BASE_URL, test, type Visitor } from './fixtures.ts';

test.describe.serial('route chunks on demand', () => {
  let browser: Visitor;
  let page: Page;
  const scripts: string[] = [];

  test.beforeAll(async ({ newVisitor }) => {
    browser = newVisitor();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('the landing page does not load other screens, and a link loads its screen when hovered, before the click', async () => {
    await page.goto(BASE_URL);
    await dismissCookieDialog(page);
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    const screen = (name: string) => scripts.some((path) => path.startsWith(`/assets/${name}-`));
    assert.ok(screen('LandingRoute'), 'the landing screen is its own chunk');
    for (const name of ['LoginRoute', 'PrivacyRoute', 'DashboardRoute', 'PracticeRoute', 'SettingsRoute'])
      assert.ok(!screen(name), `${name} loaded with the landing page`);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).hover();
    await page.waitForRequest((request) => /\/assets\/LoginRoute-[\w-]+\.js$/.test(request.url()), { timeout: 10_000 }).catch(() => null);
    assert.ok(screen('LoginRoute'), 'hovering Login fetches the sign-in screen');
    assert.equal(new URL(page.url()).pathname, '/');

    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }).focus();
    await page.waitForRequest((request) => /\/assets\/PrivacyRoute-[\w-]+\.js$/.test(request.url()), { timeout: 10_000 }).catch(() => null);
    assert.ok(screen('PrivacyRoute'), 'focusing the privacy link fetches the privacy screen');
  });
});
