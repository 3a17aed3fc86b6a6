import assert from 'node:assert/strict';
import { expect, type Page } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { BASE_URL, screenshot, test, type Visitor } from './fixtures.ts';
import { answerInteractive, interactiveItemOnPage } from './interactive.ts';
import { keyByText, OUTCOME } from './bank.ts';

// The server runs with EXAM_ITEMS=12 and EXAM_INTERACTIVE_ITEMS=3 (e2e/server.ts): the exam ends between
// 8 and 12 items, and an ordering, a matching and a hotspot item come among the first 8.
test.describe
  .serial('a learner takes a shortened adaptive exam, reloads mid-way, reads the result and review, opens it again, and answers the next by keys', () => {
  let browser: Visitor;
  let page: Page;

  test.beforeAll(async ({ newVisitor }) => {
    browser = newVisitor();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  /** The kinds of interactive item this exam gave, each answered by mouse. */
  const interactiveSeen = new Set<string>();

  const answerCurrent = async (number: number) => {
    await page.getByRole('heading', { name: `Question ${number}`, exact: true }).waitFor();
    const text = (await page.locator(`#exam-item-text-${number}`).textContent()) ?? '';
    const key = keyByText.get(text);
    const submit = page.getByRole('button', { name: 'Submit answer' });
    if (key) {
      assert.equal(await submit.isDisabled(), true);
      await page.getByRole('radio', { name: key, exact: true }).check();
    } else {
      // An ordering, matching or hotspot item, answered right by mouse (its widget loads with its own chunk).
      await page.locator('[data-interaction]').waitFor();
      const item = await interactiveItemOnPage(page, text);
      assert.ok(item, `item not in the bank: ${text}`);
      await answerInteractive(page, item, 'mouse');
      interactiveSeen.add(item.type);
      await screenshot(page, `exam-interactive-${item.type}-mouse`);
    }
    await submit.click();
  };

  test('signs in and starts an exam', async () => {
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

  test('answers three items, reloads, and resumes on the fourth', async () => {
    for (const number of [1, 2, 3]) await answerCurrent(number);
    await page.getByRole('heading', { name: 'Question 4', exact: true }).waitFor();
    assert.match((await page.getByText(/answered · the exam has/).textContent()) ?? '', /^3 answered · the exam has 8 to 12 items$/);
    await screenshot(page, 'exam-02-fourth-item-with-pacing');
    await page.reload();
    await page.getByRole('heading', { name: 'Question 4', exact: true }).waitFor();
    assert.match((await page.getByText(/answered · the exam has/).textContent()) ?? '', /^3 answered/);
    await screenshot(page, 'exam-03-resumed-after-reload');
  });

  test('answers until the exam ends, then sees the result and the report by domain', async () => {
    const result = page.getByRole('heading', { name: 'Exam result' });
    for (let number = 4; number <= 12 && !(await result.isVisible()); number += 1) {
      await answerCurrent(number);
      await Promise.race([result.waitFor(), page.getByRole('heading', { name: `Question ${number + 1}`, exact: true }).waitFor()]).catch(() => {});
    }
    await result.waitFor();
    assert.deepEqual([...interactiveSeen].sort(), ['hotspot', 'matching', 'ordering']);
    const summary = page.getByRole('region', { name: 'Result' });
    assert.match((await summary.textContent()) ?? '', /^Pass \(estimate\)Scaled score (\d+) of 1000; the passing standard is 700/);
    const report = page.getByRole('table', { name: 'Report by domain' });
    assert.equal(await report.getByRole('row').count(), 9);
    assert.ok((await report.getByText('Above the standard').count()) + (await report.getByText('Near the standard').count()) >= 1);
    await screenshot(page, 'exam-04-result-and-domain-report');
  });

  test('reviews every item with its key and rationales', async () => {
    const items = page.getByRole('article', { name: /^Question \d+$/ });
    const count = await items.count();
    assert.ok(count >= 8 && count <= 12, `reviewed ${count} items`);
    // The first single-choice item (an interactive one may come first: its review is checked below, by its outcome list).
    const first = items.filter({ hasNot: page.getByRole('list', { name: OUTCOME }) }).first();
    assert.match((await first.textContent()) ?? '', /Right/);
    assert.match((await first.textContent()) ?? '', /Correct answer \(your answer\)/);
    // Too few learners have answered for statistics yet; the flag is there all the same.
    assert.match((await first.textContent()) ?? '', /How others answered: not enough answers yet to compare\./);
    await first.scrollIntoViewIfNeeded();
    await screenshot(page, 'exam-05-review');
  });

  test('flags a reviewed item for the editors', async () => {
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

  let pastExamUrl = '';

  test('opens the past exam again at /exams/:examId from the exam screen: result, domain report, every item with its rationales', async () => {
    await page.getByRole('button', { name: 'Back to exams' }).click();
    await page.getByRole('heading', { name: 'Exam simulator' }).waitFor();
    const recent = page.getByRole('region', { name: 'Recent exams' });
    const link = recent.getByRole('link', { name: /^Pass · \d+ \/ 1000/ });
    await link.click();
    await page.waitForURL(/\/exams\/[^/]+$/);
    pastExamUrl = page.url();
    // Opened again from the address alone (a bookmark, a new tab): the same exam.
    await page.goto(pastExamUrl);
    await page.getByRole('heading', { name: 'Exam result' }).waitFor();
    assert.match((await page.getByRole('region', { name: 'Result' }).textContent()) ?? '', /^Pass \(estimate\)Scaled score \d+ of 1000/);
    assert.equal(await page.getByRole('table', { name: 'Report by domain' }).getByRole('row').count(), 9);
    const items = page.getByRole('article', { name: /^Question \d+$/ });
    const count = await items.count();
    assert.ok(count >= 8 && count <= 12, `reopened with ${count} items`);
    // Every item keeps its key and the rationale of each option, as on the day; an ordering, matching or
    // hotspot item its outcome part by part, every part right (drawn once their chunk has loaded).
    await expect(page.getByRole('list', { name: OUTCOME })).toHaveCount(3);
    let outcomes = 0;
    for (let i = 0; i < count; i += 1) {
      const outcome = items.nth(i).getByRole('list', { name: OUTCOME });
      if ((await outcome.count()) > 0) {
        outcomes += 1;
        assert.match((await items.nth(i).textContent()) ?? '', /^Question \d+ · .+ · Right/);
        assert.doesNotMatch((await outcome.first().textContent()) ?? '', /Wrong/);
      } else assert.match((await items.nth(i).textContent()) ?? '', /Correct answer \(your answer\)/);
    }
    assert.equal(outcomes, 3);
    await page.getByRole('link', { name: 'Back to exams' }).waitFor();
    await screenshot(page, 'exam-07-past-exam-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Exam result' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'the past exam scrolls sideways at 390 px');
    await screenshot(page, 'exam-08-past-exam-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  /** The item on screen, its key, and the key's place among the options (0-3). */
  const keyOfCurrent = async (number: number) => {
    await page.getByRole('heading', { name: `Question ${number}`, exact: true }).waitFor();
    const text = (await page.locator(`#exam-item-text-${number}`).textContent()) ?? '';
    const key = keyByText.get(text);
    assert.ok(key, `item not in the bank: ${text}`);
    const group = page.getByRole('radiogroup');
    const options = await group.getByRole('radio').evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
    const index = options.indexOf(key);
    assert.ok(index >= 0 && index < 4, `key ${key} not among ${options.join(' | ')}`);
    return { key, index };
  };

  /** The number of the item on show once two have been answered by key. */
  let current = 0;

  test('answers a new exam with the keys: 1-4 or A-D choose, Enter submits', async () => {
    await page.getByRole('link', { name: 'Back to exams' }).click();
    await page.getByRole('heading', { name: 'Exam simulator' }).waitFor();
    await page.getByRole('button', { name: 'Start exam' }).click();
    // The first single-choice item by number key, the second by letter key (lower case), each submitted
    // with Enter; an ordering, matching or hotspot item on the way by its own keys (at most two of them
    // come before: exam-interactive.test.ts answers whole exams so).
    const keyFors = [(i: number) => String(i + 1), (i: number) => 'abcd'[i]];
    for (let number = 1; keyFors.length > 0 && number <= 4; number += 1) {
      current = number + 1;
      await page.getByRole('heading', { name: `Question ${number}`, exact: true }).waitFor();
      const text = (await page.locator(`#exam-item-text-${number}`).textContent()) ?? '';
      if (!keyByText.has(text)) {
        await page.locator('[data-interaction]').waitFor();
        const item = await interactiveItemOnPage(page, text);
        assert.ok(item, `item not in the bank: ${text}`);
        await answerInteractive(page, item, 'keyboard');
        await page.getByRole('button', { name: 'Submit answer' }).focus();
        await page.keyboard.press('Enter');
        await page.getByRole('heading', { name: `Question ${number + 1}`, exact: true }).waitFor();
        continue;
      }
      const keyFor = keyFors.shift()!;
      const { key, index } = await keyOfCurrent(number);
      // A wrong option first, then the right one: the key changes the choice, not only sets it once.
      await page.keyboard.press(keyFor((index + 1) % 4));
      assert.equal(await page.getByRole('radio', { name: key, exact: true }).isChecked(), false);
      await page.keyboard.press(keyFor(index));
      assert.equal(await page.getByRole('radio', { name: key, exact: true }).isChecked(), true);
      assert.equal(await page.getByRole('button', { name: 'Submit answer' }).isDisabled(), false);
      if (keyFors.length === 0) await screenshot(page, 'exam-09-chosen-by-key');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: `Question ${number + 1}`, exact: true }).waitFor();
    }
    assert.equal(keyFors.length, 0);
    assert.match((await page.getByText(/answered · the exam has/).textContent()) ?? '', new RegExp(`^${current - 1} answered`));
  });

  test('shows the exam in progress, with its clock, in the top bar of another screen, and goes back to it', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/dashboard`);
    const chip = page.getByRole('link', { name: /^Exam in progress, [23]:\d\d:\d\d left: back to the exam$/ });
    await chip.waitFor();
    assert.match((await chip.textContent()) ?? '', /^Exam in progress · [23]:\d\d:\d\d$/);
    await page.getByRole('heading', { name: 'Overall progress' }).waitFor();
    await screenshot(page, 'exam-10-top-bar-clock-1280');
    // A phone's bar shows the clock alone, and the streak makes room for it.
    await page.setViewportSize({ width: 390, height: 844 });
    await chip.waitFor();
    assert.match((await chip.textContent()) ?? '', /[23]:\d\d:\d\d$/);
    assert.equal(await chip.getByText('Exam in progress ·').isVisible(), false);
    assert.equal(
      await page
        .getByRole('banner')
        .getByLabel(/^Streak: /)
        .isVisible(),
      false,
    );
    await screenshot(page, 'exam-11-top-bar-clock-390');
    await chip.click();
    await page.getByRole('heading', { name: `Question ${current}`, exact: true }).waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
