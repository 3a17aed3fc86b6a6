import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { BASE_URL, screenshot, test, type Visitor } from './fixtures.ts';
import { keyByText } from './bank.ts';

test.describe.serial('a learner earns points, a streak and badges, and completes the daily challenge', () => {
  let browser: Visitor;
  let page: Page;

  test.beforeAll(async ({ newVisitor }) => {
    browser = newVisitor();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  const streak = () => page.getByRole('navigation', { name: 'Main' }).getByLabel(/^Streak: /);

  test('starts at level 1 with no points, no streak and every badge locked', async () => {
    await signUpAndSignIn(page);
    await page.waitForURL(`${BASE_URL}/dashboard`);
    const level = page.getByRole('region', { name: 'Level 1: Security Novice' });
    await level.waitFor();
    assert.equal(await level.getByLabel('Points').textContent(), '0 points');
    assert.equal(await streak().getAttribute('aria-label'), 'Streak: 0 days');
    const badges = page.getByRole('region', { name: /^Badges \(0 of \d+\)$/ });
    await badges.waitFor();
    assert.equal(await badges.getByRole('listitem', { name: /: earned$/ }).count(), 0);
    await page.getByRole('region', { name: 'Daily challenge' }).getByText('0 of 10 answered · score 0% (target 70%)').waitFor();
    await screenshot(page, 'gamification-01-dashboard-start');
  });

  test('answers the daily challenge: points per answer, the streak starts, and the 7th correct answer completes it', async () => {
    await page.getByRole('region', { name: 'Daily challenge' }).getByRole('link', { name: 'Start challenge' }).click();
    await page.waitForURL(`${BASE_URL}/practice?challenge=daily`);
    await page.getByRole('heading', { name: 'Daily challenge' }).waitFor();
    for (let i = 0; i < 10; i++) {
      await page.getByRole('heading', { name: `Question ${i + 1} of 10` }).waitFor();
      const text = (await page.locator('[id^="question-text-"]').textContent()) ?? '';
      const key = keyByText.get(text);
      assert.ok(key, `question not in the bank: ${text}`);
      const radios = page.getByRole('radio');
      const options = await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      await radios.nth(options.indexOf(key)).check();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('alert').filter({ hasText: 'Correct!' }).waitFor();
      const points = page.getByLabel('Points earned');
      if (i === 0) {
        assert.equal(await points.textContent(), '+10 points');
        // The top bar's streak follows the answer's payload, with no reload.
        await page.getByRole('navigation', { name: 'Main' }).getByLabel('Streak: 1 day').waitFor();
        await screenshot(page, 'gamification-02-points-and-streak');
      }
      if (i === 6) {
        // 7 of 10 correct is 70%: the challenge is complete, +25 points and its badge (+100), and
        // 195 points take the learner to level 2.
        assert.equal(await points.textContent(), '+135 points');
        const celebration = page.getByLabel('Celebration');
        await celebration.waitFor();
        const said = (await celebration.textContent()) ?? '';
        assert.match(said, /Badge unlocked: Challenge Accepted \(\+100 points\)/);
        assert.match(said, /Level up! You reached level 2: Apprentice/);
        assert.match(said, /Daily challenge complete! \+25 points/);
        await screenshot(page, 'gamification-03-challenge-complete-celebration');
        await celebration.getByRole('button', { name: 'Close' }).click();
        await celebration.waitFor({ state: 'hidden' });
      }
      if (i === 9) {
        // The 10th correct in a row earns On a Roll: 10 + 100.
        assert.equal(await points.textContent(), '+110 points');
        await page.getByLabel('Celebration').getByText('Badge unlocked: On a Roll (+100 points)').waitFor();
        await screenshot(page, 'gamification-04-badge-celebration');
      } else {
        await page.getByRole('button', { name: 'Next Question' }).click();
      }
    }
  });

  test('shows the new level, points, streak, badges and achievements on the dashboard', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/dashboard`);
    // 10 x 10 + 25 + 2 x 100 = 325 points: level 3.
    const level = page.getByRole('region', { name: 'Level 3: Student' });
    await level.waitFor();
    assert.equal(await level.getByLabel('Points').textContent(), '325 points');
    assert.equal(await level.getByRole('group', { name: 'Current streak' }).locator('p').first().textContent(), '1');
    const challenge = page.getByRole('region', { name: 'Daily challenge' });
    await challenge.getByText('Completed today. A new challenge comes tomorrow.').waitFor();
    assert.equal(await challenge.getByLabel('Challenge progress').textContent(), '10 of 10 answered · score 100% (target 70%)');
    const badges = page.getByRole('region', { name: /^Badges \(2 of \d+\)$/ });
    await badges.getByRole('listitem', { name: 'Challenge Accepted: earned' }).waitFor();
    await badges.getByRole('listitem', { name: 'On a Roll: earned' }).waitFor();
    // The badges still to earn are folded away until asked for.
    await badges.getByRole('button', { name: /^Show \d+ badges to earn$/ }).click();
    await badges.getByRole('listitem', { name: 'Week Warrior: locked' }).getByText('Practise 7 days in a row.').waitFor();
    const recent = page.getByRole('region', { name: 'Recent achievements' }).getByRole('listitem');
    const titles = await recent.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
    assert.equal(titles.length, 5);
    assert.ok(titles[0].startsWith('Reached level 3: Student'), titles[0]);
    assert.ok(titles.some((t) => t.startsWith('Badge earned: Challenge Accepted')));
    assert.ok(titles.some((t) => t.startsWith('Completed the daily challenge')));
    await screenshot(page, 'gamification-05-dashboard-after');
    // The browser keeps its copy of the figures per user.
    const copy = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith('gamification:'))?.[1]);
    assert.ok(copy);
    assert.equal(JSON.parse(copy).totalPoints, 325);
  });
});
