import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from '@playwright/test';
import { dismissCookieDialog, field, linkIn, PASSWORD, signOut, submitSignIn, uniqueEmail, waitForMail } from './accounts.ts';
import { BASE_URL, screenshot, test, type Visitor } from './fixtures.ts';

// axe-core, as e2e/a11y.test.ts runs it: evaluated in the page (the CSP allows no inline script).
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** What axe-core finds serious or critical on the page as it is now, as "rule: targets". */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async (tags) => {
    type Result = { violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<Result> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
  }, WCAG);
}

/** The same screen at a phone's and a laptop's size, checked with axe-core at each (unless its clock is stopped). */
async function shoot(page: Page, name: string, { axe = true } = {}): Promise<void> {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ]) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `${name}-${width}`);
    if (axe) assert.deepEqual(await seriousViolations(page), [], `${name} at ${width} px`);
  }
}

const NOTICE = 'Signing you in to a temporary demo account in 2 seconds.';

test.describe.serial('demo sign-in says what it is, and a demo learner keeps their progress', () => {
  let browser: Visitor;
  let page: Page;
  const email = uniqueEmail('kept');

  test.beforeAll(async ({ newVisitor }) => {
    browser = newVisitor();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('announces the demo fallback of a failed Google sign-in, and Cancel stops it', async () => {
    // A window of its own with a controlled clock (a context's clock is all its pages'): the 2 seconds pass when the test says so.
    const window = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const tab = await window.newPage();
    await tab.clock.install();
    const demoRequests: string[] = [];
    tab.on('request', (request) => {
      if (request.postData()?.includes('useSignInAsDemoMutation')) demoRequests.push(request.url());
    });
    await tab.goto(`${BASE_URL}/login`);
    await dismissCookieDialog(tab);
    await tab.getByRole('tab', { name: 'Google' }).click();
    // The page's clock stops before the fallback starts its 2 seconds, so no timer of the page fires until the test
    // runs it. pauseAt jumps to the time it is given and refuses one already past, so the time is far ahead of the
    // page's own: a machine slow enough to take more than a moment between reading the time and pausing (CI under
    // load took over 100 ms) neither fails here nor lets the demo sign-in start before Cancel.
    await tab.clock.pauseAt((await tab.evaluate(() => Date.now())) + 60_000);
    await tab.getByRole('button', { name: 'Sign in with Google' }).click();
    await tab.getByText(NOTICE).waitFor();
    await shoot(tab, 'demo-01-fallback-notice', { axe: false });
    await tab.getByRole('button', { name: 'Cancel' }).click();
    await tab.getByText(NOTICE).waitFor({ state: 'hidden' });
    // Well past the 2 seconds: still here, signed out, and no demo sign-in was asked for.
    await tab.clock.runFor(10_000);
    await tab.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    assert.equal(new URL(tab.url()).pathname, '/login');
    assert.equal(await tab.getByRole('button', { name: 'Account menu' }).count(), 0);
    assert.deepEqual(demoRequests, []);
    await window.close();
  });

  test('says it first, then signs in to the demo account, which shows a lasting notice', async () => {
    await page.goto(`${BASE_URL}/login`);
    await dismissCookieDialog(page);
    await page.getByRole('tab', { name: 'Google' }).click();
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByText(NOTICE).waitFor();
    await page.waitForURL(`${BASE_URL}/dashboard`, { timeout: 30_000 });
    const notice = page.getByRole('region', { name: 'Temporary account' });
    await notice.waitFor();
    assert.match((await notice.textContent()) ?? '', /temporary demo account: it is deleted after a day unused/);
    await shoot(page, 'demo-02-lasting-notice');
    // Lasting: on every screen of the session.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Practice', exact: true }).click();
    await page.getByRole('heading', { name: /^Question 1 of \d+$/ }).waitFor();
    await notice.waitFor();
  });

  test('keeps the progress in a registered account with its history', async () => {
    await page.getByRole('button', { name: 'Keep my progress' }).click();
    const dialog = page.getByRole('dialog', { name: 'Keep my progress' });
    await field(page, 'Full Name').fill('Kept Learner');
    await field(page, 'Email Address').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await shoot(page, 'demo-03-keep-my-progress');
    await dialog.getByRole('button', { name: 'Keep my progress' }).click();
    await page.getByText('Your progress is now kept in your own account.').waitFor();
    await page.getByRole('region', { name: 'Temporary account' }).waitFor({ state: 'detached' });
    await shoot(page, 'demo-04-kept');

    const mail = await waitForMail(email, /Verify your email address/);
    await signOut(page);
    await page.goto(linkIn(mail, '/verify-email'));
    await page.getByText('Your email address is verified. You can sign in now.').waitFor();
    await submitSignIn(page, email, PASSWORD);
    await page.waitForURL(`${BASE_URL}/dashboard`);
    // The seeded history came along: the dashboard counts its answers, and no demo notice.
    const answered = page.getByRole('region', { name: 'Overall progress' }).getByRole('group', { name: 'Questions answered' }).locator('p').first();
    await answered.waitFor();
    assert.ok(Number(await answered.textContent()) >= 40, `answered: ${await answered.textContent()}`);
    assert.equal(await page.getByRole('region', { name: 'Temporary account' }).count(), 0);
  });
});

test.describe.serial('installable, and calm offline', () => {
  let browser: Visitor;
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ newVisitor }) => {
    browser = newVisitor();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('has a manifest and a service worker for the app shell', async () => {
    await page.goto(`${BASE_URL}/login`);
    await dismissCookieDialog(page);
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByRole('button', { name: 'Try the demo account' }).click();
    await page.waitForURL(`${BASE_URL}/dashboard`, { timeout: 30_000 });
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
      return (await fetch(href)).json();
    });
    assert.equal(manifest.display, 'standalone');
    assert.ok(manifest.icons.some((icon: { sizes: string }) => icon.sizes === '512x512'));
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    assert.equal(worker, `${BASE_URL}/sw.js`);
  });

  test('keeps an answer given offline and grades it when the connection returns', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Practice', exact: true }).click();
    await page.getByRole('heading', { name: /^Question 1 of \d+$/ }).waitFor();
    // Answered by option: single choice, chosen in the page (interactive.test.ts answers the other types).
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Single choice' }).click();
    await page.waitForURL(/type=SINGLE_CHOICE/);
    await page.getByRole('heading', { name: /^Question 1 of \d+$/ }).waitFor();
    await page.getByRole('radio').first().check();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Offline: it will be graded when you reconnect').waitFor();
    assert.equal(await page.getByText('Failed to record progress').count(), 0);
    // On the device: the choice and its key, not a grade.
    const kept = await page.evaluate(() => localStorage.getItem('cissp-practice:pending-answers'));
    assert.match(kept ?? '', /idempotencyKey/);
    assert.doesNotMatch(kept ?? '', /isCorrect|correctAnswer|explanation/);
    await shoot(page, 'offline-01-answer-kept');

    await context.setOffline(false);
    const feedback = page.getByRole('alert').filter({ hasText: /^(Correct!|Incorrect\.)/ });
    await feedback.waitFor({ timeout: 30_000 });
    await page.getByText('Offline: it will be graded when you reconnect').waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => localStorage.getItem('cissp-practice:pending-answers')), null);
    // What follows the grade (the explanation, how others answered) has loaded.
    await page.locator('.MuiSkeleton-root').first().waitFor({ state: 'detached' });
    await shoot(page, 'offline-02-graded-on-reconnect');
  });

  test('keeps only the static shell: no API answer is ever cached', async () => {
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    assert.ok(cached.includes('/index.html'), cached.join(', '));
    assert.ok(cached.some((url) => url.startsWith('/assets/')));
    assert.deepEqual(
      cached.filter((url) => url.startsWith('/graphql') || url.startsWith('/api/')),
      [],
    );
  });

  test('opens the app shell offline', async () => {
    await context.setOffline(true);
    await page.goto(`${BASE_URL}/dashboard`);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await shoot(page, 'offline-03-shell-offline', { axe: false });
    await context.setOffline(false);
  });
});
