import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Page } from '@playwright/test';
import { createScryptHasher } from '../graph/auth/passwords.ts';
import { loadConfig } from '../graph/config.ts';
import { type Database, openDatabase } from '../graph/db/database.ts';
import { migrate } from '../graph/db/migrate.ts';
import { seed } from '../graph/db/seed.ts';
import { type AppServer, buildServer } from '../graph/server.ts';
import { givePlan } from '../test/explanations/support.ts';
import { type FakeLlm, startFakeLlm } from '../test/support/llm.ts';
import { PASSWORD, submitSignIn, uniqueEmail } from './accounts.ts';
import { screenshot, test, type Visitor } from './fixtures.ts';
import { keyByText } from './bank.ts';

/**
 * This journey runs its own instance of the app (the built web app, a fresh embedded database)
 * pointed at a local stand-in for the model, which streams slowly enough to watch; the database is
 * in this process, so a learner can be put on a paid plan without a checkout.
 */
test.describe.serial('explanations: a premium learner reads one as it is written and asks a follow-up; a free learner is offered the upgrade', () => {
  let llm: FakeLlm;
  let db: Database;
  let server: AppServer;
  let url: string;
  let browser: Visitor;

  test.beforeAll(async ({ newVisitor }) => {
    llm = await startFakeLlm({ chunkDelayMs: 40, chunkSize: 12 });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cissp-e2e-explain-'));
    const config = loadConfig({
      ...llm.env,
      OPENAI_TIMEOUT_MS: '10000',
      NODE_ENV: 'test',
      PASSWORD_HASH_COST: '10',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
    });
    const logger = pino({ level: 'warn' });
    db = await openDatabase({ dataDir });
    await migrate(db.sql);
    await seed(db.prisma, logger);
    server = await buildServer({ config, db, logger });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    browser = newVisitor();
  });
  test.afterAll(async () => {
    await browser?.close();
    await server?.shutdown();
    await db?.close();
    await llm?.close();
  });

  async function learner(subscriptionStatus: 'monthly' | 'free'): Promise<Page> {
    const email = uniqueEmail(subscriptionStatus);
    const user = await db.prisma.user.create({
      data: { email, name: 'Test Learner', passwordHash: await createScryptHasher(2 ** 10).hash(PASSWORD), emailVerifiedAt: new Date() },
    });
    if (subscriptionStatus !== 'free') await givePlan(db.prisma, user.id, subscriptionStatus);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 1000 } })).newPage();
    await submitSignIn(page, email, PASSWORD, url);
    await page.waitForURL(`${url}/dashboard`);
    return page;
  }

  /** Opens practice and answers the first question wrongly; returns the option chosen and the key. */
  async function answerWrongly(page: Page): Promise<{ chosen: string; key: string }> {
    await page.goto(`${url}/practice?domain=SECURITY_OPERATIONS&type=SINGLE_CHOICE`);
    await page.getByRole('heading', { name: 'Question 1 of 10' }).waitFor();
    const text = (await page.locator('[id^="question-text-"]').textContent()) ?? '';
    const key = keyByText.get(text);
    assert.ok(key, `question not in the bank: ${text}`);
    const radios = page.getByRole('radio');
    const options = await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const chosen = options.find((o) => o !== key)!;
    await radios.nth(options.indexOf(chosen)).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect.' }).waitFor();
    return { chosen, key };
  }

  test('a premium learner answers, opens the explanation, watches it stream in, and asks a follow-up', async () => {
    const page = await learner('monthly');
    const { chosen, key } = await answerWrongly(page);
    assert.equal(await page.getByRole('button', { name: 'AI tutor', exact: true }).count(), 0);
    // The bank's explanation and every option's rationale first, on every plan; the tutor on top.
    await page.getByRole('region', { name: 'Why each option is right or wrong' }).waitFor();
    await page.getByRole('button', { name: 'Ask the AI tutor' }).click();

    const explanation = page.getByRole('region', { name: 'Explanation' });
    await explanation.waitFor();
    // Read the section while it is being written: its text grows in several steps.
    const lengths: number[] = [];
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (await explanation.getAttribute('aria-busy')) === 'true') {
      lengths.push(((await explanation.textContent()) ?? '').length);
      if (lengths.length === 3) await screenshot(page, 'explanations-01-streaming');
      await page.waitForTimeout(150);
    }
    assert.equal(await explanation.getAttribute('aria-busy'), 'false');
    const grew = lengths.filter((n, i) => i > 0 && n > lengths[i - 1]).length;
    assert.ok(grew >= 3, `the explanation should arrive in pieces; lengths seen: ${lengths.join(', ')}`);

    await explanation.getByRole('heading', { name: `Why “${key}” is the best answer` }).waitFor();
    await explanation.getByRole('heading', { name: `Why “${chosen}” was tempting` }).waitFor();
    await explanation.getByRole('heading', { name: 'Think like a manager' }).waitFor();
    const references = explanation.getByRole('list', { name: 'References' });
    assert.match((await references.getByRole('listitem').first().textContent()) ?? '', /^CISSP exam outline 7\.\d+: /);
    await screenshot(page, 'explanations-02-complete');

    // The stand-in was asked once, streaming, with the key and the learner's choice in the prompt.
    assert.equal(llm.requests.length, 1);
    assert.equal(llm.requests[0].body.stream, true);
    assert.ok(llm.requests[0].prompt.includes(`. ${key}`));
    assert.ok(llm.requests[0].prompt.includes(`${chosen} (wrong)`));

    await page.getByRole('textbox', { name: 'Ask a follow-up question' }).fill('Why not the option I chose?');
    await page.getByRole('button', { name: 'Ask' }).click();
    const answer = page.getByRole('region', { name: 'Follow-up answer' });
    await answer.waitFor();
    await page.waitForFunction((el) => el?.getAttribute('aria-busy') === 'false', await answer.elementHandle(), { timeout: 20_000 });
    assert.ok(((await answer.textContent()) ?? '').includes(key));
    assert.equal(llm.requests.at(-1)!.body.messages.at(-1)!.content, 'Why not the option I chose?');
    await screenshot(page, 'explanations-03-follow-up');
  });

  test('a free learner who answers sees the upgrade dialog, and nothing is asked of the model', async () => {
    const asked = llm.requests.length;
    const page = await learner('free');
    await answerWrongly(page);
    assert.equal(await page.getByRole('button', { name: 'Ask the AI tutor' }).count(), 0);
    await page.getByRole('region', { name: 'Why each option is right or wrong' }).waitFor();
    await page.getByRole('button', { name: 'AI tutor', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'The AI tutor' });
    await dialog.waitFor();
    await dialog.getByRole('link', { name: 'See plans' }).waitFor();
    await screenshot(page, 'explanations-04-upgrade-dialog');
    assert.equal(llm.requests.length, asked);
  });
});
