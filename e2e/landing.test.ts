import assert from 'node:assert/strict';
import type { BrowserContext, Page } from '@playwright/test';
import { BASE_URL, screenshot, test, type Visitor } from './fixtures.ts';

test.describe.serial('a visitor on the landing page', () => {
  let browser: Visitor;
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ newVisitor }) => {
    browser = newVisitor();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('sees the cookie dialog first and their choice is recorded', async () => {
    await page.goto(BASE_URL);
    const dialog = page.getByRole('dialog', { name: 'Cookies and your privacy' });
    await dialog.waitFor();
    await screenshot(page, '01-cookie-consent');
    await dialog.getByRole('button', { name: 'Reject non-essential' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const record = JSON.parse((await page.evaluate(() => localStorage.getItem('cookie-consent'))) ?? 'null');
    assert.equal(record.version, '1.0');
    assert.deepEqual(record.preferences, { necessary: true, functional: false, analytics: false, marketing: false, authentication: true });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await page.getByRole('dialog', { name: 'Cookies and your privacy' }).count(), 0);
  });

  test('reads the hero, the feature cards, testimonials, plans and FAQ', async () => {
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Master the CISSP Exam with Confidence');
    assert.match((await page.locator('#hero-title + p').textContent()) ?? '', /interactive practice questions.*LLM-powered explanations/i);
    for (const card of ['Comprehensive Question Bank', 'LLM-Powered Explanations', 'Track Your Progress']) {
      await page.getByRole('heading', { name: card }).waitFor();
    }
    await page.getByRole('heading', { name: 'What learners say' }).waitFor();
    const monthly = page.getByLabel('Premium Monthly plan');
    assert.match((await monthly.textContent()) ?? '', /\$29\s*\/ month/);
    const yearly = page.getByLabel('Premium Yearly plan');
    assert.match((await yearly.textContent()) ?? '', /BEST VALUE/);
    assert.match((await yearly.textContent()) ?? '', /\/ year/);
    await page.getByRole('button', { name: 'Are these real exam questions?' }).click();
    await page.getByText('Every question is written for this product').waitFor();
    await screenshot(page, '02-landing');
  });

  test('answers the sample question, graded by the server, with the explanation locked', async () => {
    const section = page.getByRole('region', { name: 'Try a question' });
    const options = section.getByRole('radio');
    assert.equal(await options.count(), 4);
    await section.getByRole('button', { name: 'Submit' }).isDisabled();
    await options.first().check();
    await section.getByRole('button', { name: 'Submit' }).click();
    const feedback = section.getByRole('alert');
    await feedback.waitFor();
    assert.match((await feedback.textContent()) ?? '', /^(Correct!|Incorrect\.) The correct answer is: .+/);
    assert.equal(await options.first().isDisabled(), true);
    await section.getByLabel('AI explanation (locked)').waitFor();
    await screenshot(page, '03-sample-question-answered');
  });

  test('follows Start practicing to sign-in, and the footer to the privacy policy and terms', async () => {
    await page.getByRole('link', { name: 'Start practicing' }).first().click();
    await page.waitForURL(`${BASE_URL}/login`);
    await page.goto(BASE_URL);
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await screenshot(page, '04-privacy');
    await page.goBack();
    await page.getByRole('link', { name: 'Terms of Service' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
  });

  test('is sent back to the landing page from a signed-in route, and from an unknown path', async () => {
    await page.goto(`${BASE_URL}/practice?domain=ASSET_SECURITY`);
    await page.waitForURL(`${BASE_URL}/`);
    assert.equal(await page.evaluate(() => sessionStorage.getItem('auth.returnTo')), '/practice?domain=ASSET_SECURITY');
    await page.goto(`${BASE_URL}/no/such/page`);
    await page.waitForURL(`${BASE_URL}/`);
    await page.getByRole('heading', { level: 1, name: 'Master the CISSP Exam with Confidence' }).waitFor();
  });

  test('can open GraphiQL at /graphql', async () => {
    const response = await page.request.get(`${BASE_URL}/graphql`, { headers: { accept: 'text/html' } });
    assert.equal(response.status(), 200);
    assert.match(await response.text(), /<title>CISSP Practice API<\/title>/);
  });
});
