import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { BASE_URL, screenshot, test, type Visitor } from './fixtures.ts';

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The screen at both widths the journeys keep, wide first, back to wide after. */
async function screenshots(page: Page, name: string) {
  await page.setViewportSize(WIDE);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(WIDE);
}

/** A calendar day `days` after today (UTC; the browser and the server run in UTC here). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe.serial('a newcomer is guided, sets an exam date and follows the study plan', () => {
  let browser: Visitor;
  let page: Page;

  test.beforeAll(async ({ newVisitor }) => {
    browser = newVisitor();
    page = await (await browser.newContext({ viewport: WIDE, timezoneId: 'UTC' })).newPage();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('shows a newcomer what to do first, asks for the exam date with a default, and keeps locked badges folded', async () => {
    await signUpAndSignIn(page);
    await page.waitForURL(`${BASE_URL}/dashboard`);
    const start = page.getByRole('region', { name: 'Start here' });
    await start.getByRole('link', { name: 'Start the starter set' }).waitFor();
    await start.getByRole('link', { name: 'About the exam' }).waitFor();
    // The exam has its entry in the top bar.
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Exam', exact: true }).getAttribute('href'), '/exam');
    const plan = page.getByRole('region', { name: 'Study plan' });
    await plan.getByText('When is your exam?', { exact: false }).waitFor();
    // The default: eight weeks out.
    assert.equal(await plan.getByLabel('Exam date', { exact: true }).inputValue(), dayFromNow(56));
    await plan.getByText('Today: 0 of 21 answers').waitFor();
    const badges = page.getByRole('region', { name: /^Badges \(0 of \d+\)$/ });
    assert.equal(await badges.getByRole('listitem').count(), 0);
    await badges.getByRole('button', { name: /^Show \d+ badges to earn$/ }).waitFor();
    await screenshots(page, 'plan-01-newcomer');
  });

  test('sets the exam date, and the goal follows it', async () => {
    const plan = page.getByRole('region', { name: 'Study plan' });
    await plan.getByLabel('Exam date', { exact: true }).fill(dayFromNow(30));
    await plan.getByRole('button', { name: 'Set exam date' }).click();
    await plan.getByText(/^30 study days to your exam on /).waitFor();
    // 1200 answers over the 30 days left and the 3 of the catch-up window: 37 a day.
    await plan.getByText('Today: 0 of 37 answers').waitFor();
    assert.equal(await plan.getByRole('form', { name: 'Your exam date' }).count(), 0);
    await plan
      .getByRole('list', { name: 'Coming days' })
      .getByRole('listitem')
      .first()
      .getByText(/^Today: /)
      .waitFor();
    await screenshots(page, 'plan-02-exam-date-set');
  });

  test("counts the day's answers towards the goal, and the mastery bars show what they rest on and the pass line", async () => {
    const plan = page.getByRole('region', { name: 'Study plan' });
    const practise = plan.getByRole('link', { name: /^Practise / });
    const domain = ((await practise.textContent()) ?? '').replace(/^Practise /, '');
    await practise.click();
    await page.waitForURL(/\/practice\?domain=[A-Z_]+$/);
    // Answered by option: single choice (the plan's link mixes the types; interactive.test.ts answers the others).
    await page.goto(`${page.url()}&type=SINGLE_CHOICE`);
    for (let i = 0; i < 3; i++) {
      await page.getByRole('heading', { name: `Question ${i + 1} of 10` }).waitFor();
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /^(Correct!|Incorrect\.)/ })
        .waitFor();
      if (i < 2) await page.getByRole('button', { name: 'Next Question' }).click();
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/dashboard`);
    await plan.getByText('Today: 3 of 37 answers').waitFor();
    await plan.getByText('34 answers to go today.').waitFor();
    // Three answers: still a newcomer by answers, so the first steps stay until a set is done.
    await page.getByRole('region', { name: 'Start here' }).waitFor();
    const mastery = page.getByRole('region', { name: 'Mastery by domain' });
    await mastery.getByText('Pass 67%').waitFor();
    await mastery.getByText(`${domain} (3)`).waitFor();
    await screenshots(page, 'plan-03-progress-today');
  });
});
