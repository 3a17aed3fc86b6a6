import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { signUpAndSignIn } from './accounts.ts';
import { BASE_URL, launch, screenshot } from './browser.ts';

// The answer key from the bank files: the journey answers right on purpose (the server grades).
const BANK = path.resolve('prisma/seed/questions');
const keyByText = new Map<string, string>(
  readdirSync(BANK)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => JSON.parse(readFileSync(path.join(BANK, file), 'utf8')) as { text: string; correctAnswer: string }[])
    .map((q) => [q.text, q.correctAnswer]),
);

// The server runs with EXAM_ITEMS=12 (scripts/e2e.mjs): the exam ends between 8 and 12 items.
describe('a learner takes a shortened adaptive exam, reloads mid-way, and reads the result and review', () => {
  let browser: Browser;
  let page: Page;

  before(async () => {
    browser = await launch();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });
  after(async () => {
    await browser?.close();
  });

  const answerCurrent = async (number: number) => {
    await page.getByRole('heading', { name: `Question ${number}`, exact: true }).waitFor();
    const text = (await page.locator(`#exam-item-text-${number}`).textContent()) ?? '';
    const key = keyByText.get(text);
    assert.ok(key, `item not in the bank: ${text}`);
    const submit = page.getByRole('button', { name: 'Submit answer' });
    assert.equal(await submit.isDisabled(), true);
    await page.getByRole('radio', { name: key, exact: true }).check();
    await submit.click();
  };

  it('signs in and starts an exam', async () => {
    await signUpAndSignIn(page);
    await page.waitForURL(`${BASE_URL}/dashboard`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Exam', exact: true }).click();
    await page.getByRole('heading', { name: 'Exam simulator' }).waitFor();
    await screenshot(page, 'exam-01-start');
    await page.getByRole('button', { name: 'Start exam' }).click();
    await page.getByRole('heading', { name: 'Question 1', exact: true }).waitFor();
    assert.match((await page.getByLabel('Time remaining').textContent()) ?? '', /^[23]:\d\d:\d\d left$/);
    assert.match((await page.getByLabel('Pacing').textContent()) ?? '', /72 seconds/);
  });

  it('answers three items, reloads, and resumes on the fourth', async () => {
    for (const number of [1, 2, 3]) await answerCurrent(number);
    await page.getByRole('heading', { name: 'Question 4', exact: true }).waitFor();
    assert.match((await page.getByText(/answered · the exam has/).textContent()) ?? '', /^3 answered · the exam has 8 to 12 items$/);
    await screenshot(page, 'exam-02-fourth-item-with-pacing');
    await page.reload();
    await page.getByRole('heading', { name: 'Question 4', exact: true }).waitFor();
    assert.match((await page.getByText(/answered · the exam has/).textContent()) ?? '', /^3 answered/);
    await screenshot(page, 'exam-03-resumed-after-reload');
  });

  it('answers until the exam ends, then sees the result and the report by domain', async () => {
    const result = page.getByRole('heading', { name: 'Exam result' });
    for (let number = 4; number <= 12 && !(await result.isVisible()); number += 1) {
      await answerCurrent(number);
      await Promise.race([result.waitFor(), page.getByRole('heading', { name: `Question ${number + 1}`, exact: true }).waitFor()]).catch(() => {});
    }
    await result.waitFor();
    const summary = page.getByRole('region', { name: 'Result' });
    assert.match((await summary.textContent()) ?? '', /^Pass \(estimate\)Scaled score (\d+) of 1000; the passing standard is 700/);
    const report = page.getByRole('table', { name: 'Report by domain' });
    assert.equal(await report.getByRole('row').count(), 9);
    assert.ok((await report.getByText('Above the standard').count()) + (await report.getByText('Near the standard').count()) >= 1);
    await screenshot(page, 'exam-04-result-and-domain-report');
  });

  it('reviews every item with its key and rationales', async () => {
    const items = page.getByRole('article', { name: /^Question \d+$/ });
    const count = await items.count();
    assert.ok(count >= 8 && count <= 12, `reviewed ${count} items`);
    const first = items.first();
    assert.match((await first.textContent()) ?? '', /Right/);
    assert.match((await first.textContent()) ?? '', /Correct answer \(your answer\)/);
    // Too few learners have answered for statistics yet; the flag is there all the same.
    assert.match((await first.textContent()) ?? '', /How others answered: not enough answers yet to compare\./);
    await first.scrollIntoViewIfNeeded();
    await screenshot(page, 'exam-05-review');
  });

  it('flags a reviewed item for the editors', async () => {
    const first = page.getByRole('article', { name: /^Question \d+$/ }).first();
    await first.getByRole('button', { name: 'Flag question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Flag this question' });
    await dialog.getByRole('radio', { name: 'More than one answer fits' }).check();
    await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill('Options B and C both fit the scenario.');
    await screenshot(page, 'exam-06-flag-dialog');
    await dialog.getByRole('button', { name: 'Send flag' }).click();
    await dialog.getByRole('status').getByText('Thank you: your flag was sent.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await first.getByRole('button', { name: 'Flagged: edit your flag' }).waitFor();
  });
});
