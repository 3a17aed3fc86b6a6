import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { dismissCookieDialog } from './accounts.ts';
import { BASE_URL, test, type Visitor } from './fixtures.ts';

/**
 * Does `act` (a hover, a focus) until a script matching `chunk` is requested: up to three times, 3 s
 * each. The request is awaited from before the act, so one that starts at once is not missed; a
 * second act covers a pointer or focus event that came before the link's handlers were attached.
 */
async function untilFetched(page: Page, chunk: RegExp, act: () => Promise<void>): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const requested = page
      .waitForRequest((request) => chunk.test(request.url()), { timeout: 3_000 })
      .then(
        () => true,
        () => false,
      );
    await act();
    if (await requested) return;
  }
}

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

    const login = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' });
    await untilFetched(page, /\/assets\/LoginRoute-[\w-]+\.js$/, async () => {
      await page.mouse.move(0, 0);
      await login.hover();
    });
    assert.ok(screen('LoginRoute'), 'hovering Login fetches the sign-in screen');
    assert.equal(new URL(page.url()).pathname, '/');

    const privacy = page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' });
    await untilFetched(page, /\/assets\/PrivacyRoute-[\w-]+\.js$/, async () => {
      await privacy.blur();
      await privacy.focus();
    });
    assert.ok(screen('PrivacyRoute'), 'focusing the privacy link fetches the privacy screen');
  });
});
