import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { BASE_URL, screenshot, test, type Visitor } from './fixtures.ts';

// The answer key, read from the bank files, so the journey can answer right or wrong on purpose.
const BANK = path.resolve('prisma/seed/questions');
const bankByText = new Map<string, { correctAnswer: string; explanation: string; rationales: string[] }>(
  readdirSync(BANK)
    .filter((file) => file.endsWith('.json'))
    .flatMap(
      (file) => JSON.parse(readFileSync(path.join(BANK, file), 'utf8')) as { text: string; correctAnswer: string; explanation: string; rationales: string[] }[],
    )
    .map((q) => [q.text, q]),
);
const keyByText = new Map([...bankByText].map(([text, q]) => [text, q.correctAnswer]));

// Six right and four wrong: 60% in Security Operations, nothing anywhere else.
const PLAN = [true, false, true, true, false, true, false, true, true, false];

test.describe.serial('a learner practises a domain and reads the result on the dashboard', () => {
  let browser: Visitor;
  let page: Page;

  test.beforeAll(async ({ newVisitor }) => {
    browser = newVisitor();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('signs in and starts with an empty dashboard', async () => {
    await signUpAndSignIn(page);
    await page.waitForURL(`${BASE_URL}/dashboard`);
    const overall = page.getByRole('region', { name: 'Overall progress' });
    await overall.waitFor();
    assert.equal(await overall.getByRole('group', { name: 'Questions answered' }).locator('p').first().textContent(), '0');
    // Readiness gives no number before it knows enough.
    const readiness = page.getByRole('region', { name: 'Readiness' });
    await readiness.getByText('Answer 100 more questions across every domain for an estimate of your chance to pass.').waitFor();
    assert.doesNotMatch((await readiness.textContent()) ?? '', /%/);
  });

  test('chooses a domain, which goes into the URL', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Practice', exact: true }).click();
    await page.getByRole('heading', { name: /^Question 1 of \d+$/ }).waitFor();
    await page.getByRole('combobox', { name: 'Domain' }).click();
    await page.getByRole('option', { name: 'Security Operations' }).click();
    await page.waitForURL(`${BASE_URL}/practice?domain=SECURITY_OPERATIONS`);
    await page.getByRole('heading', { name: 'Question 1 of 10' }).waitFor();
    // This journey answers by option: single choice (interactive.test.ts answers the other types).
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Single choice' }).click();
    await page.waitForURL(/\/practice\?domain=SECURITY_OPERATIONS&type=SINGLE_CHOICE$/);
    await page.getByRole('heading', { name: 'Question 1 of 10' }).waitFor();
    await screenshot(page, 'practice-01-first-question');
  });

  test('answers 10 questions, some right and some wrong, by mouse and by keyboard', async () => {
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
        // By number, or by letter (A-D) every other time.
        const index = options.indexOf(choice);
        await page.keyboard.press(i % 4 === 1 ? String(index + 1) : 'ABCD'[index]);
        await page.keyboard.press('Enter');
      }
      const feedback = page.getByRole('alert');
      await feedback.waitFor();
      assert.match((await feedback.textContent()) ?? '', right ? /^Correct!/ : /^Incorrect\./);
      assert.ok(((await feedback.textContent()) ?? '').endsWith(`The correct answer is: ${key}`));
      assert.equal(await radios.first().isDisabled(), true);
      if (i === 1) {
        // Every plan learns from the answer; with no language model here there is no tutor to sell.
        await page.getByRole('region', { name: 'Why each option is right or wrong' }).waitFor();
        assert.equal(await page.getByRole('button', { name: 'AI tutor', exact: true }).count(), 0);
        await screenshot(page, 'practice-02-explanation');
      }
      if (i === 2) {
        // How others answered (too few learners yet on a fresh database), and the flag for the editors.
        await page.getByText('How others answered: not enough answers yet to compare.').waitFor();
        assert.equal(await page.getByRole('button', { name: 'Flag question' }).count(), 1);
        await screenshot(page, 'practice-03-graded');
      }
      if (i < PLAN.length - 1) {
        if (i % 2 === 0) await page.getByRole('button', { name: 'Next Question' }).click();
        else await page.keyboard.press('n');
      }
    }
    assert.equal(await page.getByRole('button', { name: 'Next Question' }).isDisabled(), true);
    await page.getByText('Set complete: 6 of 10 correct.').waitFor();
    await page.getByText('Overall: 10 answered, 60% correct').waitFor();
  });

  test("sums the set up: score, time, domain split, and each answer with the key and the bank's explanation", async () => {
    const summary = page.getByRole('region', { name: 'Set summary' });
    await summary.waitFor();
    assert.equal(await summary.getByLabel('Score').textContent(), 'Score: 60%');
    assert.match((await summary.getByLabel('Time taken').textContent()) ?? '', /^Time: (\d+ min )?\d+ s$/);
    const split = summary.getByRole('table', { name: 'Domain split' });
    const rows = await split.getByRole('row').evaluateAll((trs) => trs.slice(1).map((tr) => [...tr.children].map((cell) => cell.textContent)));
    assert.deepEqual(rows, [['Security Operations', '6 of 10']]);
    const items = summary.getByRole('list', { name: 'Review of answers' }).locator(':scope > li');
    assert.equal(await items.count(), 10);
    for (const [i, right] of PLAN.entries()) {
      const item = items.nth(i);
      assert.equal(await item.getAttribute('aria-label'), `Question ${i + 1}: ${right ? 'correct' : 'incorrect'}`);
      const text = (await item.locator('h4').textContent())!.replace(/^\d+\. /, '');
      const question = bankByText.get(text);
      assert.ok(question, `question not in the bank: ${text}`);
      const content = (await item.textContent()) ?? '';
      assert.ok(content.includes(`Explanation${question.explanation}`));
      // Why each of the four options is right or wrong, not only the chosen one and the key.
      for (const rationale of question.rationales) assert.ok(content.includes(rationale), `missing rationale: ${rationale}`);
      assert.equal(content.includes(`Correct answer: ${question.correctAnswer}`), !right);
    }
    await summary.getByRole('link', { name: 'Practise my mistakes' }).waitFor();
    await screenshot(page, 'practice-04-set-summary');
  });

  test('finds exactly those figures on the dashboard', async () => {
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
    // The list can show what practice left in the store before the server's page of the 5 newest:
    // wait (bounded) for the server's.
    const recent = page.getByRole('region', { name: 'Recent answers' });
    await page.waitForFunction((el) => el?.querySelectorAll('li').length === 5, await recent.elementHandle(), { timeout: 10_000 });
    assert.equal(await recent.getByRole('listitem').count(), 5);
    // Ten answers in one domain: still no chance to pass, but how many more and where.
    const readiness = page.getByRole('region', { name: 'Readiness' });
    await readiness.getByText(/^Answer 90 more questions, including some from Security and Risk Management, Asset Security, /).waitFor();
    assert.doesNotMatch((await readiness.textContent()) ?? '', /%|Security Operations/);
    await screenshot(page, 'practice-05-dashboard');
  });

  test('practises its mistakes: the four questions answered wrongly, and none once they are put right', async () => {
    await page.goto(`${BASE_URL}/practice?set=mistakes`);
    await page.getByRole('heading', { name: 'Practise my mistakes' }).waitFor();
    for (let i = 0; i < 4; i++) {
      await page.getByRole('heading', { name: `Question ${i + 1} of 4` }).waitFor();
      const key = keyByText.get((await page.locator('[id^="question-text-"]').textContent()) ?? '');
      assert.ok(key);
      const options = await page.getByRole('radio').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      await page.keyboard.press('ABCD'[options.indexOf(key)]);
      await page.keyboard.press('Enter');
      await page.getByRole('alert').getByText('Correct!').waitFor();
      if (i < 3) await page.keyboard.press('n');
    }
    const summary = page.getByRole('region', { name: 'Set summary' });
    await summary.getByText('Set complete: 4 of 4 correct.').waitFor();
    await screenshot(page, 'practice-06-mistakes-summary');
    await summary.getByRole('button', { name: 'Practise another set' }).click();
    await page.getByText('No mistakes to practise: questions you answer wrongly come back here.').waitFor();
  });
});
