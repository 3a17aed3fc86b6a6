import assert from 'node:assert/strict';
import type { BrowserContextOptions, Page } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { BASE_URL, screenshot, test, type Visitor } from './fixtures.ts';
import { answerInteractive, interactiveItem, type Way } from './interactive.ts';

// The three interactive types, each practised by mouse, by keyboard, and by touch on a 390 px phone.
const TYPES = [
  { type: 'ORDERING', label: 'Ordering', outcome: 'Your order against the right one' },
  { type: 'MATCHING', label: 'Matching', outcome: 'Your matches against the key' },
  { type: 'HOTSPOT', label: 'Hotspot', outcome: 'Why each region is right or wrong' },
] as const;

const WAYS: { way: Way; context: BrowserContextOptions }[] = [
  { way: 'mouse', context: { viewport: { width: 1280, height: 900 } } },
  { way: 'keyboard', context: { viewport: { width: 1280, height: 900 } } },
  { way: 'touch', context: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
  { way: 'tap', context: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
];

for (const { way, context } of WAYS) {
  test.describe.serial(`a learner answers an ordering, a matching and a hotspot item in practice by ${way}`, () => {
    let browser: Visitor;
    let page: Page;

    test.beforeAll(async ({ newVisitor }) => {
      browser = newVisitor();
      page = await (await browser.newContext(context)).newPage();
    });
    test.afterAll(async () => {
      await browser?.close();
    });

    test('signs in and filters practice by type', async () => {
      await signUpAndSignIn(page);
      await page.goto(`${BASE_URL}/practice?domain=SECURITY_AND_RISK_MANAGEMENT`);
      await page.getByRole('heading', { name: /^Question 1 of \d+$/ }).waitFor();
      await page.getByRole('combobox', { name: 'Type' }).click();
      await page.getByRole('option', { name: 'Ordering' }).click();
      await page.waitForURL(`${BASE_URL}/practice?domain=SECURITY_AND_RISK_MANAGEMENT&type=ORDERING`);
    });

    for (const { type, outcome } of TYPES) {
      test(`answers a ${type.toLowerCase()} item by ${way}, right, and reads its outcome part by part`, async () => {
        if (page.url() !== `${BASE_URL}/practice?domain=SECURITY_AND_RISK_MANAGEMENT&type=${type}`)
          await page.goto(`${BASE_URL}/practice?domain=SECURITY_AND_RISK_MANAGEMENT&type=${type}`);
        await page.getByRole('heading', { name: /^Question 1 of \d+$/ }).waitFor();
        // The filtered set replaces the unfiltered one after the URL changes, and both open on a
        // "Question 1": wait for the item of the type (under load the old set's question was read).
        await page.locator(`[data-interaction="${type.toLowerCase()}"]`).waitFor();
        const text = (await page.locator('[id^="question-text-"]').textContent()) ?? '';
        const item = interactiveItem('Security and Risk Management', text);
        assert.ok(item, `item not in the bank: ${text}`);
        assert.equal(item.type.toUpperCase(), type);
        // No option keys for an interactive item.
        assert.equal(await page.getByText(/^Keys: 1 to/).count(), 0);
        const submit = page.getByRole('button', { name: 'Submit' });
        if (type !== 'ORDERING') assert.equal(await submit.isDisabled(), true);
        await answerInteractive(page, item, way);
        await screenshot(page, `interactive-practice-${way}-${type.toLowerCase()}-answered`);
        if (way === 'mouse') await submit.click();
        else if (way === 'touch' || way === 'tap') await submit.tap();
        else if (type === 'HOTSPOT') await page.keyboard.press('Enter');
        else {
          await submit.focus();
          await page.keyboard.press('Enter');
        }
        const feedback = page.getByRole('alert');
        await feedback.waitFor();
        assert.match((await feedback.textContent()) ?? '', /^Correct!Every part of your answer is right\.$/);
        const parts = page.getByRole('list', { name: outcome }).first();
        await parts.waitFor();
        const content = (await parts.textContent()) ?? '';
        for (const rationale of item.rationales) assert.ok(content.includes(rationale), `missing rationale: ${rationale}`);
        assert.doesNotMatch(content, /Wrong/);
        await screenshot(page, `interactive-practice-${way}-${type.toLowerCase()}-graded`);
      });
    }

    if (way === 'touch' || way === 'tap') {
      test('fits the phone: nothing scrolls sideways', async () => {
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
        assert.ok(scrollWidth <= innerWidth, `${scrollWidth} px wide in ${innerWidth}`);
      });
    }
  });
}
