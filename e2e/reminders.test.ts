import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { dismissCookieDialog, submitSignIn, signUpAndSignIn, waitForMail } from './accounts.ts';
import { BASE_URL, screenshot, test, type Visitor } from './fixtures.ts';

// Honolulu (UTC-10) and Kiritimati (UTC+14) are always exactly one calendar day apart, and
// neither has summer time: an answer given in Honolulu is "yesterday" seen from Kiritimati. So a
// learner who answered in Honolulu and then moves to Kiritimati has a one-day streak at risk today.
const HONOLULU = 'Pacific/Honolulu';
const KIRITIMATI = 'Pacific/Kiritimati';

const hourIn = (timeZone: string) => Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date())) % 24;

test.describe.serial('a learner whose streak is at risk gets the daily reminder by e-mail, and unsubscribes with one click', () => {
  let browser: Visitor;
  const contexts: BrowserContext[] = [];
  let account: { email: string; password: string };

  async function open(timezoneId: string, width: number, height: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height }, timezoneId });
    contexts.push(context);
    return context.newPage();
  }

  test.beforeAll(async ({ newVisitor }) => {
    browser = newVisitor();
  });
  test.afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  test('answers a question in Honolulu: a one-day streak', async () => {
    const page = await open(HONOLULU, 1280, 800);
    account = await signUpAndSignIn(page);
    // The top bar tells the server the device's zone; the settings show it once saved.
    await page.goto(`${BASE_URL}/settings?tab=notifications`);
    await page.waitForFunction(
      (zone) => (document.getElementById('settings-panel')?.querySelector('select[aria-describedby*="timeZone"]') as HTMLSelectElement | null)?.value === zone,
      HONOLULU,
    );
    await page.goto(`${BASE_URL}/practice?type=SINGLE_CHOICE`);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByLabel('Streak: 1 day').waitFor();
  });

  test('sets the daily reminder for this hour in Kiritimati: each control says it has saved', async () => {
    const page = await open(KIRITIMATI, 1280, 800);
    await submitSignIn(page, account.email, account.password);
    await page.waitForURL(`${BASE_URL}/dashboard`);
    await page.goto(`${BASE_URL}/settings?tab=notifications`);
    await dismissCookieDialog(page);
    const zone = page.getByLabel('Time zone');
    await page.waitForFunction((z) => (document.querySelector('select[aria-describedby*="timeZone"]') as HTMLSelectElement | null)?.value === z, KIRITIMATI);
    assert.equal(await zone.inputValue(), KIRITIMATI);

    const daily = page.getByRole('switch', { name: 'Daily reminder' });
    const dailySaved = page.locator('#notifyDailyReminder-saved');
    await daily.uncheck();
    await dailySaved.getByText('Saved').waitFor();
    await daily.check();
    await dailySaved.getByText('Saved').waitFor();
    assert.equal(await daily.isChecked(), true);

    // The reminder hour: now, in the learner's zone (a different one first, so the change saves either way).
    const now = hourIn(KIRITIMATI);
    const hour = page.getByLabel('Reminder hour');
    const label = (h: number) => `${String(h).padStart(2, '0')}:00`;
    if ((await hour.inputValue()) === String(now)) {
      await hour.selectOption({ label: label((now + 1) % 24) });
      await page.locator('#reminderHour-saved').getByText('Saved').waitFor();
    }
    await hour.selectOption({ label: label(now) });
    await page.locator('#reminderHour-saved').getByText('Saved').waitFor();
    assert.equal(await hour.inputValue(), String(now));
    await screenshot(page, 'reminders-01-settings-saved-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'reminders-02-settings-saved-390');
  });

  test('the reminder arrives in the SMTP server, with one-click unsubscribe and the settings link', async () => {
    // The job looks every few seconds in the journeys (REMINDER_CHECK_SECONDS in scripts/e2e.mjs).
    const mail = await waitForMail(account.email, /^Keep your 1-day streak/, 60_000);
    // Received by the SMTP server scripts/e2e.mjs runs, not written by the app's outbox fallback.
    assert.match(path.basename(mail.file), /^smtp-/);
    assert.match(mail.text, /your 1-day streak ends at midnight/);
    assert.ok(mail.text.includes(`${BASE_URL}/settings?tab=notifications`));
    const head = readFileSync(mail.file, 'utf8')
      .split(/\r?\n\r?\n/)[0]
      .replace(/\r?\n[ \t]+/g, ' ');
    const unsubscribe = head.match(/^List-Unsubscribe: <([^>]+)>/m)?.[1];
    assert.ok(unsubscribe?.startsWith(`${BASE_URL}/unsubscribe?token=`), head);
    assert.match(head, /^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    // The link, opened in a browser on a phone: it asks, and one press unsubscribes without a sign-in.
    const page = await open(KIRITIMATI, 390, 844);
    await page.goto(unsubscribe!);
    await page.getByRole('heading', { name: 'Unsubscribe from daily reminders?' }).waitFor();
    await screenshot(page, 'reminders-03-unsubscribe-390');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await screenshot(page, 'reminders-04-unsubscribed-390');

    // The settings say so.
    const settings = await open(KIRITIMATI, 1280, 800);
    await submitSignIn(settings, account.email, account.password);
    await settings.waitForURL(`${BASE_URL}/dashboard`);
    await settings.goto(`${BASE_URL}/settings?tab=notifications`);
    const daily = settings.getByRole('switch', { name: 'Daily reminder' });
    await daily.waitFor();
    assert.equal(await daily.isChecked(), false);
    assert.equal(await settings.getByRole('switch', { name: 'Weekly progress e-mails' }).isChecked(), true);
    await screenshot(settings, 'reminders-05-settings-after-unsubscribe-1280');
  });
});
