import assert from 'node:assert/strict';
import { expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { BASE_URL, screenshot, test, type Visitor } from './fixtures.ts';
import { answerInteractive, interactiveItemOnPage, type Way } from './interactive.ts';
import { keyByText, OUTCOME } from './bank.ts';

// A whole exam answered by keyboard alone at 1280 px, and by touch on a 390 px phone: its ordering,
// matching and hotspot items (one of each among the first 8 items: EXAM_INTERACTIVE_ITEMS=3 in
// e2e/server.ts) as well as its single-choice ones, then the result and each interactive item's outcome
// in the review. The mouse answers them in exam.test.ts.

const WAYS: { way: Exclude<Way, 'mouse'>; width: number; context: BrowserContextOptions }[] = [
  { way: 'keyboard', width: 1280, context: { viewport: { width: 1280, height: 900 } } },
  // On the phone the drag types are answered through their buttons, tapped (practice drags them by touch: interactive.test.ts).
  { way: 'tap', width: 390, context: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
];

for (const { way, width, context } of WAYS) {
  test.describe.serial(`a learner answers an exam's ordering, matching and hotspot items by ${way} at ${width} px`, () => {
    let browser: Visitor;
    let page: Page;

    test.beforeAll(async ({ newVisitor }) => {
      browser = newVisitor();
      page = await (await browser.newContext(context)).newPage();
    });
    test.afterAll(async () => {
      await browser?.close();
    });

    /** Sends the answer on screen: Enter by keyboard (the exam's own key), a tap on Submit by touch. */
    const submit = async () => {
      const button = page.getByRole('button', { name: 'Submit answer' });
      await expect(button).toBeEnabled();
      if (way === 'tap') await button.tap();
      else {
        await button.focus();
        await page.keyboard.press('Enter');
      }
    };

    test('answers every item of an exam, the interactive ones right, until the result', async () => {
      await signUpAndSignIn(page);
      await page.goto(`${BASE_URL}/exam`);
      await page.getByRole('button', { name: 'Start exam' }).click();
      const result = page.getByRole('heading', { name: 'Exam result' });
      const seen: string[] = [];
      for (let number = 1; number <= 12; number += 1) {
        await page.getByRole('heading', { name: `Question ${number}`, exact: true }).waitFor();
        const text = (await page.locator(`#exam-item-text-${number}`).textContent()) ?? '';
        const key = keyByText.get(text);
        if (key) {
          // Single choice, right: by its number key, or by a tap on the option.
          const radio = page.getByRole('radio', { name: key, exact: true });
          if (way === 'tap') await radio.tap();
          else {
            const options = await page.getByRole('radio').evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
            await page.keyboard.press(String(options.indexOf(key) + 1));
          }
          await expect(radio).toBeChecked();
        } else {
          await page.locator('[data-interaction]').waitFor();
          const item = await interactiveItemOnPage(page, text);
          assert.ok(item, `item not in the bank: ${text}`);
          await answerInteractive(page, item, way);
          seen.push(item.type);
          await screenshot(page, `exam-interactive-${item.type}-${way}-${width}`);
        }
        await submit();
        await Promise.race([result.waitFor(), page.getByRole('heading', { name: `Question ${number + 1}`, exact: true }).waitFor()]);
        if (await result.isVisible()) break;
      }
      await result.waitFor();
      assert.deepEqual(seen.sort(), ['hotspot', 'matching', 'ordering']);
      if (width === 390) {
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
        assert.ok(scrollWidth <= innerWidth, `${scrollWidth} px wide in ${innerWidth}`);
      }
    });

    test('reads each interactive item in the review: right, and every part right with its rationale', async () => {
      // Drawn once their chunk has loaded.
      const interactive = page.getByRole('article', { name: /^Question \d+$/ }).filter({ has: page.getByRole('list', { name: OUTCOME }) });
      await expect(interactive).toHaveCount(3);
      for (let i = 0; i < 3; i += 1) {
        assert.match((await interactive.nth(i).textContent()) ?? '', /^Question \d+ · .+ · Right/);
        assert.doesNotMatch((await interactive.nth(i).getByRole('list', { name: OUTCOME }).textContent()) ?? '', /Wrong/);
      }
      await interactive.first().scrollIntoViewIfNeeded();
      await screenshot(page, `exam-interactive-review-${way}-${width}`);
    });
  });
}
