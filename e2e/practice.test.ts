import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { signUpAndSignIn } from './accounts.ts';
import { BASE_URL, launch, screenshot } from './browser.ts';

// The answer key, read from the bank files, so the journey can answer right or wrong on purpose.
const BANK = path.resolve('prisma/seed/questions');
const keyByText = new Map<string, string>(
  readdirSync(BANK)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => JSON.parse(readFileSync(path.join(BANK, file), 'utf8')) as { text: string; correctAnswer: string }[])
    .map((q) => [q.text, q.correctAnswer]),
);

// Six right and four wrong: 60% in Security Operations, nothing anywhere else.
const PLAN = [true, false, true, true, false, true, false, true, true, false];

describe('a learner practises a domain and reads the result on the dashboard', () => {
  let browser: Browser;
  let page: Page;

  before(async () => {
    browser = await launch();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });
  after(async () => {
    await browser?.close();
  });

  it('signs in and starts with an empty dashboard', async () => {
    await signUpAndSignIn(page);
    await page.waitForURL(`${BASE_URL}/dashboard`);
    const overall = page.getByRole('region', { name: 'Overall progress' });
    await overall.waitFor();
    assert.equal(await overall.getByRole('group', { name: 'Questions answered' }).locator('p').first().textContent(), '0');
  });

  it('chooses a domain, which goes into the URL', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Practice', exact: true }).click();
    await page.getByRole('heading', { name: /^Question 1 of \d+$/ }).waitFor();
    await page.getByRole('combobox', { name: 'Domain' }).click();
    await page.getByRole('option', { name: 'Security Operations' }).click();
    await page.waitForURL(`${BASE_URL}/practice?domain=SECURITY_OPERATIONS`);
    await page.getByRole('heading', { name: 'Question 1 of 10' }).waitFor();
    await screenshot(page, 'practice-01-first-question');
  });

  it('answers 10 questions, some right and some wrong, by mouse and by keyboard', async () => {
    for (const [i, right] of PLAN.entries()) {
      await page.getByRole('heading', { name: `Question ${i + 1} of 10` }).waitFor();
      const text = (await page.locator('[id^="question-text-"]').textContent()) ?? '';
      const key = keyByText.get(text);
      assert.ok(key, `question not in the bank: ${text}`);
      const radios = page.getByRole('radio');
      const options = await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      const choice = right ? key : options.find((o) => o !== key)!;
      const submit = page.getByRole('button', { name: 'Submit' });
      assert.equal(await submit.isDisabled(), true);
      if (i % 2 === 0) {
        await radios.nth(options.indexOf(choice)).check();
        await submit.click();
      } else {
        await page.keyboard.press(String(options.indexOf(choice) + 1));
        await page.keyboard.press('Enter');
      }
      const feedback = page.getByRole('alert');
      await feedback.waitFor();
      assert.match((await feedback.textContent()) ?? '', right ? /^Correct!/ : /^Incorrect\./);
      assert.ok(((await feedback.textContent()) ?? '').endsWith(`The correct answer is: ${key}`));
      assert.equal(await radios.first().isDisabled(), true);
      if (i === 1) {
        await page.getByRole('button', { name: 'Upgrade for Explanations' }).click();
        await page.getByRole('dialog', { name: 'Unlock explanations' }).waitFor();
        await screenshot(page, 'practice-02-upgrade-prompt');
        await page.getByRole('button', { name: 'Not now' }).click();
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      }
      if (i === 2) await screenshot(page, 'practice-03-graded');
      if (i < PLAN.length - 1) {
        if (i % 2 === 0) await page.getByRole('button', { name: 'Next Question' }).click();
        else await page.keyboard.press('n');
      }
    }
    assert.equal(await page.getByRole('button', { name: 'Next Question' }).isDisabled(), true);
    await page.getByText('Set complete: 6 of 10 correct.').waitFor();
    await page.getByText('Overall: 10 answered, 60% correct').waitFor();
    await screenshot(page, 'practice-04-set-complete');
  });

  it('finds exactly those figures on the dashboard', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/dashboard`);
    const overall = page.getByRole('region', { name: 'Overall progress' });
    const figure = async (name: string) => overall.getByRole('group', { name }).locator('p').first().textContent();
    await overall.getByRole('group', { name: 'Questions answered' }).getByText('10', { exact: true }).waitFor();
    assert.equal(await figure('Questions answered'), '10');
    assert.equal(await figure('Correct answers'), '6');
    assert.equal(await figure('Accuracy'), '60%');

    const table = page.getByRole('table', { name: 'Mastery by domain' });
    const rows = await table.getByRole('row').evaluateAll((trs) => trs.slice(1).map((tr) => [...tr.children].map((cell) => cell.textContent)));
    assert.equal(rows.length, 8);
    for (const [name, answered, correct, mastery] of rows) {
      if (name === 'Security Operations') assert.deepEqual([answered, correct, mastery], ['10', '6', '60%']);
      else assert.deepEqual([answered, correct, mastery], ['0', '0', '–']);
    }
    await page.getByRole('img', { name: /Security Operations 60%/ }).waitFor();
    const recent = page.getByRole('region', { name: 'Recent answers' });
    assert.equal(await recent.getByRole('listitem').count(), 5);
    await screenshot(page, 'practice-05-dashboard');
  });
});
