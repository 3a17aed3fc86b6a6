import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { signUpAndSignIn, submitSignIn } from './accounts.ts';
import { BASE_URL, screenshot, test, type Visitor } from './fixtures.ts';

test.describe.serial('a learner downloads their data, then deletes their account', () => {
  let browser: Visitor;
  let context: BrowserContext;
  let page: Page;
  let account: { email: string; password: string };

  test.beforeAll(async ({ newVisitor }) => {
    browser = newVisitor();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    account = await signUpAndSignIn(page);
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('downloads everything held about them as a JSON file from Settings, Profile', async () => {
    await page.goto(`${BASE_URL}/settings?tab=profile`);
    await page.getByRole('heading', { name: 'Your data' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    assert.match(download.suggestedFilename(), /^cissp-practice-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    assert.equal(data.profile.email, account.email);
    assert.equal(data.profile.hasPassword, true);
    for (const section of ['sessions', 'answers', 'exams', 'reviewCards', 'gamification', 'billing', 'apiTokens', 'consent'])
      assert.ok(section in data, `export has ${section}`);
    assert.ok(data.sessions.length >= 1);
    assert.ok(!JSON.stringify(data).includes(account.password));
    await screenshot(page, 'account-01-your-data');
  });

  test('refuses a wrong password, then deletes the account, signs out and lands on / with a message', async () => {
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Current password').fill('Not-The-Password-1!');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('Incorrect password. Please try again.').waitFor();
    await screenshot(page, 'account-02-delete-dialog');
    await dialog.getByLabel('Current password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${BASE_URL}/`);
    await page.getByRole('status').filter({ hasText: 'Your account and all its data have been deleted.' }).waitFor();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('user')), null);
    // Signed out once / showed: no "Login Required" from the settings guard, no way back to /settings remembered.
    assert.equal(await page.getByText('Please sign in to continue.').count(), 0);
    assert.equal(await page.evaluate(() => sessionStorage.getItem('auth.returnTo')), null);
    await screenshot(page, 'account-03-deleted');
  });

  test('cannot sign in again, and a reload stays signed out', async () => {
    await page.reload();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await submitSignIn(page, account.email, account.password);
    await page.getByText('Invalid email or password').waitFor();
    await screenshot(page, 'account-04-cannot-sign-in');
  });
});
