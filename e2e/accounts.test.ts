import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { dismissCookieDialog, enterTotp, field, PASSWORD, register, signOut, submitSignIn, totpCode, uniqueEmail, verifyFromOutbox } from './accounts.ts';
import { BASE_URL, screenshot, test, type Visitor } from './fixtures.ts';

test.describe.serial('a learner protects their account', () => {
  let browser: Visitor;
  let context: BrowserContext;
  let page: Page;
  const email = uniqueEmail('journey');
  let secret = '';
  let backupCodes: string[] = [];
  let lastStep: number | null = null;

  test.beforeAll(async ({ newVisitor }) => {
    browser = newVisitor();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('registers with the live password checklist', async () => {
    await page.goto(`${BASE_URL}/register`);
    await dismissCookieDialog(page);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    const checklist = page.getByRole('list', { name: 'Password requirements' });
    await field(page, 'Password').fill('short');
    assert.equal(await checklist.getByLabel('At least 10 characters: not met').count(), 1);
    assert.equal(await page.getByRole('button', { name: 'Create Account' }).isDisabled(), true);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm Password').fill(`${PASSWORD}x`);
    await page.getByText("Passwords don't match").waitFor();
    await screenshot(page, 'accounts-01-register-checklist');
    await register(page, { name: 'Journey Learner', email, password: PASSWORD });
    await screenshot(page, 'accounts-02-registered');
  });

  test('cannot sign in before verifying, then verifies from the captured mail', async () => {
    await submitSignIn(page, email, PASSWORD);
    await page.getByText('Please verify your email address first. We have sent you a new link.').waitFor();
    await verifyFromOutbox(page, email);
    await screenshot(page, 'accounts-03-verified');
  });

  test('signs in, and stays signed in across a reload (refresh on start)', async () => {
    await submitSignIn(page, email, 'Wrong-Password-123!');
    await page.getByText('Invalid email or password').waitFor();
    await submitSignIn(page, email, PASSWORD);
    await page.waitForURL(`${BASE_URL}/dashboard`);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    const cached = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? 'null');
    assert.equal(cached.email, email);
    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    // An already signed-in visitor at /login goes straight on.
    await page.goto(`${BASE_URL}/login`);
    await page.waitForURL(`${BASE_URL}/dashboard`);
  });

  test('sets up two-factor: QR and manual secret, a code, backup codes to copy and download', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL(`${BASE_URL}/settings`);
    await page.getByRole('button', { name: 'Set Up 2FA' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    secret = ((await page.getByLabel('Secret key').textContent()) ?? '').trim();
    assert.match(secret, /^[A-Z2-7]{16,}$/);
    assert.match((await page.getByTestId('manual-entry').textContent()) ?? '', /SHA1, 6 digits, every 30 seconds/);
    await screenshot(page, 'accounts-04-two-factor-qr');
    await page.getByRole('button', { name: 'Next' }).click();
    const list = page.getByRole('list', { name: 'Backup codes' });
    lastStep = await enterTotp(
      secret,
      null,
      async (code) => {
        await page.getByLabel('Verification code').fill(code);
        await page.getByRole('button', { name: 'Verify and Enable' }).click();
      },
      list,
      page.getByText('Invalid 2FA code. Please try again.'),
    );
    backupCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
    assert.equal(backupCodes.length, 10);
    for (const backup of backupCodes) assert.match(backup, /^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download codes' }).click()]);
    assert.equal(download.suggestedFilename(), 'cissp-practice-backup-codes.txt');
    const text = readFileSync((await download.path())!, 'utf8');
    for (const backup of backupCodes) assert.ok(text.includes(backup), `download holds ${backup}`);
    await screenshot(page, 'accounts-05-backup-codes');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(`${BASE_URL}/settings`);
    await page.getByText('Two-factor authentication is on.').waitFor();
    await page.getByText('10 unused backup codes left.').waitFor();
  });

  test('signs out, and signs in again with an authenticator code, back to where they were going', async () => {
    await signOut(page);
    assert.equal(await page.evaluate(() => localStorage.getItem('user')), null);
    await page.goto(`${BASE_URL}/settings`);
    await page.waitForURL(`${BASE_URL}/`);
    await page.getByRole('link', { name: 'Login' }).click();
    await submitSignIn(page, email, PASSWORD);
    await page.getByRole('heading', { name: 'Two-Factor Authentication Required' }).waitFor();
    await page.getByLabel('Verification code').fill('12ab');
    assert.equal(await page.getByLabel('Verification code').inputValue(), '12');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Please enter a valid 6-digit code').waitFor();
    await screenshot(page, 'accounts-06-two-factor-login');
    lastStep = await enterTotp(
      secret,
      lastStep,
      async (code) => {
        await page.getByLabel('Verification code').fill(code);
        await page.getByRole('button', { name: 'Verify' }).click();
      },
      page.getByText('Two-factor authentication is on.'),
      page.getByText('Invalid verification code. Please try again.'),
    );
    await page.waitForURL(`${BASE_URL}/settings`);
    const thisDevice = page.getByRole('listitem', { name: /\(this device\)/ });
    await thisDevice.getByText('Two-factor').waitFor();
  });

  test('signs out, and signs in with a backup code', async () => {
    await signOut(page);
    await page.goto(`${BASE_URL}/login`);
    await submitSignIn(page, email, PASSWORD);
    await page.getByRole('heading', { name: 'Two-Factor Authentication Required' }).waitFor();
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(backupCodes[0]);
    await screenshot(page, 'accounts-07-backup-code-login');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${BASE_URL}/dashboard`);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
  });

  test('disables two-factor with the current password and a code', async () => {
    await page.goto(`${BASE_URL}/settings`);
    await page.getByText('9 unused backup codes left.').waitFor();
    await page.getByRole('button', { name: 'Disable 2FA' }).click();
    const panel = page.getByRole('region', { name: 'Disable two-factor authentication' });
    await panel.getByRole('button', { name: 'Disable 2FA' }).click();
    await panel.getByText('Please enter your current password').waitFor();
    await panel.getByLabel('Current password').fill('Not-The-Password-1!');
    const first = await totpCode(secret, lastStep);
    await panel.getByLabel('Authentication code').fill(first.code);
    await panel.getByRole('button', { name: 'Disable 2FA' }).click();
    await panel.getByText('Incorrect password. Please try again.').waitFor();
    await panel.getByLabel('Current password').fill(PASSWORD);
    // The refused attempt did not use the code's window; a code for it is still good.
    await screenshot(page, 'accounts-08-disable-panel');
    await enterTotp(
      secret,
      lastStep,
      async (code) => {
        await panel.getByLabel('Authentication code').fill(code);
        await panel.getByRole('button', { name: 'Disable 2FA' }).click();
      },
      page.getByRole('button', { name: 'Set Up 2FA' }),
      panel.getByText('Invalid 2FA code. Please try again.'),
    );
    await screenshot(page, 'accounts-09-two-factor-off');
    // Signing in now needs only the password.
    await signOut(page);
    await submitSignIn(page, email, PASSWORD);
    await page.waitForURL(`${BASE_URL}/dashboard`);
  });
});
