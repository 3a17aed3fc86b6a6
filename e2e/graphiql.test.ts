import assert from 'node:assert/strict';
import type { BrowserContext, Page } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { BASE_URL, screenshot, test, type Visitor } from './fixtures.ts';

test.describe.serial('a developer opens GraphiQL at /graphql', () => {
  let browser: Visitor;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  // Every request the browser makes, workers included, and every policy violation it reports.
  const requests: string[] = [];
  const violations: string[] = [];

  test.beforeAll(async ({ newVisitor }) => {
    browser = newVisitor();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.on('request', (request) => requests.push(request.url()));
    context.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('makes an access token for it in Settings > API', async () => {
    await signUpAndSignIn(page);
    await page.goto(`${BASE_URL}/settings?tab=api`);
    await page.getByLabel('Token name').fill('GraphiQL');
    await page.getByRole('checkbox', { name: /read:answers/ }).check();
    await page.getByRole('button', { name: 'Create token' }).click();
    token = await page.getByLabel('Your new token').inputValue();
    assert.match(token, /^cpat_/);
  });

  test('sees GraphiQL with the example and the schema docs, and runs the example with the token', async () => {
    requests.length = 0;
    await page.goto(`${BASE_URL}/graphql`);
    assert.equal(await page.title(), 'CISSP Practice API');
    const queryEditor = page.locator('.graphiql-query-editor');
    await queryEditor.getByText('query MyProgress').first().waitFor({ timeout: 60_000 });

    // The docs come from introspection: the viewer field's own description.
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    await page.locator('.graphiql-doc-explorer').getByRole('link', { name: 'Query' }).click();
    await page.locator('.graphiql-doc-explorer').getByText('The signed-in user, or null.').waitFor();

    await page.getByRole('button', { name: 'Headers' }).click();
    await page.locator('.graphiql-editor-tool .graphiql-editor').last().click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(JSON.stringify({ Authorization: `Bearer ${token}` }));
    await page.getByRole('button', { name: /Execute query/ }).click();
    const response = page.locator('.graphiql-response');
    await response.getByText('"masteryByDifficulty"').waitFor({ timeout: 30_000 });
    await response.getByText('"totalAnswered"').first().waitFor();
    assert.doesNotMatch((await response.textContent()) ?? '', /"errors"/);
    await screenshot(page, 'graphiql');
  });

  test('made no request to another origin and broke no rule of the page policy', async () => {
    const origin = new URL(BASE_URL).origin;
    const network = requests.filter((url) => !url.startsWith('data:'));
    assert.ok(
      network.some((url) => url.includes('/graphiql/') && url.endsWith('.worker.js')),
      `Monaco's workers load from our origin: ${network.join(', ')}`,
    );
    assert.ok(
      network.some((url) => url === `${origin}/graphql`),
      'the queries go to /graphql',
    );
    assert.deepEqual(
      network.filter((url) => new URL(url).origin !== origin),
      [],
    );
    assert.deepEqual(violations, []);
  });
});
