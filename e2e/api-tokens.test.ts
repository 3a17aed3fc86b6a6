import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { BASE_URL, screenshot, test, type Visitor } from './fixtures.ts';

/** What a notebook would send: the token and nothing else (no cookie). */
async function withToken(token: string, query: string) {
  const response = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: { message: string }[] } };
}

test.describe.serial('a learner makes an access token for a notebook, uses it, and revokes it', () => {
  let browser: Visitor;
  let page: Page;
  let token: string;

  test.beforeAll(async ({ newVisitor }) => {
    browser = newVisitor();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('creates a token in Settings > API and sees it once', async () => {
    await signUpAndSignIn(page);
    await page.waitForURL(`${BASE_URL}/dashboard`);
    await page.goto(`${BASE_URL}/settings?tab=api`);
    await page.getByRole('heading', { name: 'New access token' }).waitFor();
    await page.getByLabel('Token name').fill('Jupyter');
    await page.getByRole('checkbox', { name: /read:answers/ }).check();
    await page.getByRole('button', { name: 'Create token' }).click();
    const secret = page.getByLabel('Your new token');
    await secret.waitFor();
    token = await secret.inputValue();
    assert.match(token, /^cpat_[A-Za-z0-9_-]{43}$/);
    await page.getByRole('list', { name: 'Access tokens' }).getByRole('listitem', { name: 'Jupyter' }).waitFor();
    await screenshot(page, 'api-tokens-01-created');
  });

  test('reads progress and answers with the token alone, and cannot read more', async () => {
    const read = await withToken(token, '{ viewer { progress { totalAnswered } answers { totalCount } } }');
    assert.equal(read.status, 200);
    assert.deepEqual(read.body.data, { viewer: { progress: { totalAnswered: 0 }, answers: { totalCount: 0 } } });
    const email = await withToken(token, '{ viewer { email } }');
    assert.equal(email.status, 403);
    const csv = await fetch(`${BASE_URL}/api/export/answers.csv`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(csv.status, 200);
    assert.match(await csv.text(), /^answeredAt,questionId,domain,difficulty,isCorrect,chosenOption,correctAnswer,type\r\n$/);
  });

  test('shows the last use, and the token stops working once revoked', async () => {
    await page.reload();
    const row = page.getByRole('list', { name: 'Access tokens' }).getByRole('listitem', { name: 'Jupyter' });
    await row.getByText(/last used/).waitFor();
    await page.getByRole('button', { name: 'Revoke Jupyter' }).click();
    await page.getByText('Revoked "Jupyter".').waitFor();
    await screenshot(page, 'api-tokens-02-revoked');
    const after = await withToken(token, '{ viewer { progress { totalAnswered } } }');
    assert.equal(after.status, 401);
    assert.equal(after.body.errors?.[0].message, 'This API token is invalid, expired or revoked.');
  });
});
