import assert from 'node:assert/strict';
import type { BrowserContext, Page } from '@playwright/test';
import { dismissCookieDialog, signUpAndSignIn, submitSignIn } from './accounts.ts';
import { BASE_URL, screenshot, test, type Visitor } from './fixtures.ts';

const WIDTHS = [
  { name: '1280', viewport: { width: 1280, height: 800 }, touch: false },
  { name: '390', viewport: { width: 390, height: 844 }, touch: true },
] as const;

/**
 * Issue 22, items 2 and 11, on the server the journeys run (no language model configured): a
 * free learner learns from every answer (the bank's explanation and why each of the four options
 * is right or wrong), with no tutor to open or buy; and the small things seen in the loop.
 */
test.describe.serial('learning after every answer, on every plan, and the small things around it', () => {
  let browser: Visitor;
  const contexts: BrowserContext[] = [];
  const pages: Record<string, Page> = {};
  let account: { email: string; password: string };

  test.beforeAll(async ({ newVisitor }) => {
    browser = newVisitor();
  });
  test.afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  for (const width of WIDTHS) {
    test(`a free learner answers and sees the explanation and all four options' rationales, and no follow-up box (${width.name} px)`, async () => {
      const context = await browser.newContext({ viewport: width.viewport, hasTouch: width.touch, isMobile: width.touch });
      contexts.push(context);
      const page = await context.newPage();
      pages[width.name] = page;
      const signedUp = await signUpAndSignIn(page);
      account ??= signedUp;

      await page.goto(`${BASE_URL}/practice?type=SINGLE_CHOICE`);
      await page.getByRole('heading', { name: /^Question 1 of \d+$/ }).waitFor();
      // Nothing of the lesson before the answer.
      assert.equal(await page.getByRole('region', { name: 'Why each option is right or wrong' }).count(), 0);
      // The key hints are for keyboards: not on a touch screen.
      assert.equal(await page.getByText(/^Keys: 1 to 4/).count(), width.touch ? 0 : 1);

      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /^(Correct!|Incorrect\.)/ })
        .waitFor();

      const lesson = page.getByRole('region', { name: 'Why each option is right or wrong' });
      await lesson.waitFor();
      const options = lesson.getByRole('list', { name: 'Option rationales' }).getByRole('listitem');
      assert.equal(await options.count(), 4);
      const texts = await options.allTextContents();
      for (const text of texts) assert.ok(text.length > 20, `an option without its rationale: ${text}`);
      assert.equal(texts.filter((text) => text.includes('Correct answer')).length, 1);
      assert.ok(((await lesson.textContent()) ?? '').startsWith('Explanation'));

      // No model here: no tutor to open, no follow-up box, nothing sold.
      assert.equal(await page.getByRole('button', { name: /AI tutor/ }).count(), 0);
      assert.equal(await page.getByRole('textbox', { name: 'Ask a follow-up question' }).count(), 0);
      assert.equal(await page.getByRole('button', { name: 'Upgrade for Explanations' }).count(), 0);
      await lesson.scrollIntoViewIfNeeded();
      await screenshot(page, `learning-01-after-answer-${width.name}`);
    });
  }

  test('opens the Profile tab, where the exam date is, from the dashboard\'s "Set your exam date in Settings"', async () => {
    const page = pages['1280'];
    await page.goto(`${BASE_URL}/dashboard`);
    const review = page.getByRole('region', { name: 'Review of mistakes' });
    await review.getByText(/Set your exam date in/).waitFor();
    await review.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`${BASE_URL}/settings?tab=profile`);
    assert.equal(await page.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected'), 'true');
    await page
      .getByLabel(/exam date/i)
      .first()
      .waitFor();
    await screenshot(page, 'learning-02-settings-profile-1280');
  });

  test('shows the API tab on a phone, links to the guide the app serves, and shows a new token whole with Copy', async () => {
    const page = pages['390'];
    await page.goto(`${BASE_URL}/settings`);
    const apiTab = page.getByRole('tab', { name: 'API' });
    await apiTab.waitFor();
    const box = await apiTab.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `the API tab is off screen: ${JSON.stringify(box)}`);
    await screenshot(page, 'learning-03-settings-tabs-390');
    await apiTab.click();
    await page.waitForURL(`${BASE_URL}/settings?tab=api`);
    const guide = page.getByRole('link', { name: 'API guide' });
    assert.equal(await guide.getAttribute('href'), '/docs/api');

    await page.getByLabel(/Token name/).fill('Jupyter');
    await page.getByRole('button', { name: 'Create token' }).click();
    const token = page.getByLabel('Your new token');
    await token.waitFor();
    const value = await token.inputValue();
    assert.match(value, /^cpat_[A-Za-z0-9_-]{43}$/);
    // Whole on screen: the field wraps instead of scrolling the token out of sight.
    const cut = await token.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
    assert.equal(cut, false);
    await page.getByRole('button', { name: 'Copy' }).waitFor();
    await token.scrollIntoViewIfNeeded();
    await screenshot(page, 'learning-04-new-token-390');

    await guide.click();
    await page.waitForURL(`${BASE_URL}/docs/api`);
    await page.getByRole('heading', { level: 1, name: 'The analytics API' }).waitFor();
    assert.ok((await page.locator('table').count()) >= 3);
    await screenshot(page, 'learning-05-api-guide-390');
  });

  test('sends a visitor\'s "Unlock explanations" to sign-in, and back to the plans after it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(BASE_URL);
    await dismissCookieDialog(page);
    const unlock = page.getByRole('region', { name: 'Try a question' }).getByRole('link', { name: 'Unlock explanations' });
    await unlock.click();
    await page.waitForURL(`${BASE_URL}/login`);
    assert.equal(await page.getByText('Please sign in', { exact: false }).count(), 0);
    await submitSignIn(page, account.email, account.password);
    await page.waitForURL(`${BASE_URL}/subscription`);
    await page.getByRole('region', { name: 'Your plan' }).waitFor();
    await screenshot(page, 'learning-06-unlock-returns-to-plans-1280');
  });
});
