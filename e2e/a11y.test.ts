import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from '@playwright/test';
import { signUpAndSignIn, submitSignIn } from './accounts.ts';
import { BASE_URL, screenshot, test, type Visitor } from './fixtures.ts';
import { answerAsShown } from './interactive.ts';

// Every route of the app (web/app/AppRoutes.tsx), signed out and signed in, with the dialogs
// and the graded practice question (single choice, and the ordering, matching and hotspot items), checked with axe-core at desktop and phone widths; on phones
// (360, 390 and 414 px) nothing may scroll sideways, and each screen is kept as a screenshot at 390x844.
// The phone pass checks each screen at 390 and then, resized in place, at 360 and 414: the same
// screens as a pass of their own at each width, without signing in, navigating and starting exams
// twice more (58 s of the journeys' time).

// Evaluated in the page rather than added as a script tag: the app's CSP allows no inline script.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface Size {
  width: number;
  height: number;
}
interface Width extends Size {
  name: string;
  axe: boolean;
  phone: boolean;
  /** Other phone sizes each screen must fit, checked by resizing the page in place. */
  alsoFits: Size[];
}
const WIDTHS: Width[] = [
  { name: 'desktop', width: 1280, height: 800, axe: true, phone: false, alsoFits: [] },
  {
    name: 'phone',
    width: 390,
    height: 844,
    axe: true,
    phone: true,
    alsoFits: [
      { width: 360, height: 740 },
      { width: 414, height: 896 },
    ],
  },
];

// The two session banners (warning and error) are checked on the landing page too.
const SIGNED_OUT = [
  '/',
  '/?error=session_expired',
  '/?error=session_invalid',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=x',
  '/verify-email?token=x',
  '/auth/callback',
  '/privacy',
  '/terms',
];
const SIGNED_IN = [
  '/dashboard',
  '/practice',
  '/exam',
  '/subscription',
  '/settings',
  '/settings?tab=profile',
  '/settings?tab=notifications',
  '/settings?tab=api',
  '/billing/success',
  '/billing/cancel',
];

const CONSENT = JSON.stringify({
  version: '1.0',
  timestamp: new Date().toISOString(),
  preferences: { necessary: true, functional: false, analytics: false, marketing: false, authentication: true },
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** What axe-core finds serious or critical on the page as it is now. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, WCAG);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Waits until the fades and slides on screen are over (axe judges colours as drawn), rather than a
 * fixed pause: two frames for a transition to begin, then no finite animation still running
 * (a spinner's or a skeleton's never ends and is not waited for).
 */
async function transitionsOver(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    null,
    { timeout: 20_000 },
  );
}

/** Waits until the screen has its heading and no loading spinner, and its transitions are over. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"][aria-label^="Loading"], [role="progressbar"][aria-label^="Checking"]'), null, {
    timeout: 20_000,
  });
  await transitionsOver(page);
}

const found: string[] = [];

/** Every tab of the page is on screen, or its tab strip has an arrow that brings it there. */
async function tabsReachable(page: Page, size: number): Promise<void> {
  const hidden = await page.getByRole('tab').evaluateAll((tabs) => tabs.filter((tab) => tab.getBoundingClientRect().right > window.innerWidth).length);
  const arrows = await page.locator('.MuiTabScrollButton-root:not(.Mui-disabled)').count();
  if (hidden > 0 && arrows === 0) found.push(`/settings @${size}: ${hidden} tab(s) cut off with no way to scroll to them`);
}
let checked = 0;

/** Resizes the page and waits for what the new size moves (media queries, observers, transitions). */
async function resize(page: Page, size: Size): Promise<void> {
  await page.setViewportSize(size);
  await transitionsOver(page);
}

/**
 * Runs axe (where the width asks for it), the no-sideways-scroll check on phones (at the width and
 * each size it also fits, with `atEachSize` where a screen has a check of its own), and the
 * screenshot at 390.
 */
async function check(page: Page, width: Width, label: string, atEachSize?: (size: number) => Promise<void>): Promise<void> {
  if (width.axe) {
    checked += 1;
    for (const v of await seriousViolations(page)) {
      found.push(
        `${label} @${width.width}: ${v.id} (${v.impact}) ${v.help}\n${v.nodes.map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`,
      );
    }
  }
  for (const size of [width, ...width.alsoFits]) {
    if (size !== width) await resize(page, size);
    if (width.phone) {
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
      if (scrollWidth > innerWidth) found.push(`${label} @${size.width}: scrolls sideways (${scrollWidth} px wide in ${innerWidth})`);
    }
    await atEachSize?.(size.width);
  }
  if (width.alsoFits.length) await resize(page, width);
  if (width.width === 390) await screenshot(page, `a11y-390-${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing'}`);
}

test.describe.serial('every route is accessible (axe-core, WCAG 2.2 AA) and fits a phone', () => {
  let browser: Visitor;
  let account: { email: string; password: string };
  // One signed-in context serves every width, resized: the learner signs in once. (A session copied
  // into another context would be a reused refresh token, which revokes it.)
  let signedIn: { context: BrowserContext; page: Page } | undefined;

  async function signedInPage(width: Width): Promise<Page> {
    if (signedIn) {
      await signedIn.page.setViewportSize({ width: width.width, height: width.height });
      return signedIn.page;
    }
    const context = await browser.newContext({ viewport: { width: width.width, height: width.height } });
    await context.addInitScript((consent) => localStorage.setItem('cookie-consent', consent), CONSENT);
    const page = await context.newPage();
    await submitSignIn(page, account.email, account.password);
    await page.waitForURL(`${BASE_URL}/dashboard`);
    signedIn = { context, page };
    return page;
  }

  test.beforeAll(async ({ newVisitor }) => {
    browser = newVisitor();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    account = await signUpAndSignIn(page);
    await context.close();
  });
  test.afterAll(async () => {
    await signedIn?.context.close();
    await browser?.close();
    if (found.length) console.log(`# a11y findings:\n${found.join('\n')}`);
  });

  for (const width of WIDTHS) {
    test(`the cookie dialog and the signed-out routes at ${width.width}x${width.height}`, async () => {
      const context = await browser.newContext({ viewport: { width: width.width, height: width.height } });
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/`);
      const dialog = page.getByRole('dialog', { name: 'Cookies and your privacy' });
      await dialog.waitFor();
      await transitionsOver(page);
      await check(page, width, 'cookie dialog');
      await dialog.getByRole('button', { name: 'Customize' }).click();
      await dialog.getByText('Analytics').waitFor();
      await check(page, width, 'cookie dialog customize');
      await dialog.getByRole('button', { name: 'Reject non-essential' }).click();
      await dialog.waitFor({ state: 'hidden' });
      for (const route of SIGNED_OUT) {
        await page.goto(`${BASE_URL}${route}`);
        // A banner's chunk loads after the heading, so its fade can begin after the screen settled:
        // axe judged a half-faded alert (2.22:1) once. Wait for the banner, then for its fade.
        if (route.includes('?error=')) await page.getByRole('alert').filter({ hasText: 'Please sign in again.' }).waitFor();
        await settle(page);
        await check(page, width, `signed out ${route}`);
      }
      await context.close();
    });

    test(`the signed-in routes, the graded question and the upgrade prompt at ${width.width}x${width.height}`, async () => {
      const page = await signedInPage(width);
      for (const route of SIGNED_IN) {
        await page.goto(`${BASE_URL}${route}`);
        await settle(page);
        // On /settings every tab is on screen, or the tab strip has an arrow to bring it there.
        await check(page, width, route, route === '/settings' ? (size) => tabsReachable(page, size) : undefined);
      }

      // Practice after answering: the grade, the right and wrong choices, the explanation of each option.
      // A single-choice question (an interactive item has its own checks below).
      await page.goto(`${BASE_URL}/practice?type=SINGLE_CHOICE`);
      await settle(page);
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('alert').waitFor();
      await transitionsOver(page);
      // Checked at rest at the top, as every other screen: moving focus to the feedback scrolls the
      // set's question chips (buttons since sets are kept on the server) under the sticky top bar,
      // which axe counts as an obscured target at that one scroll position.
      await page.evaluate(() => window.scrollTo(0, 0));
      await check(page, width, '/practice answered');
      await page.getByRole('region', { name: 'Why each option is right or wrong' }).waitFor();

      // The demo checkout dialog, with its field errors showing.
      await page.goto(`${BASE_URL}/subscription`);
      await settle(page);
      await page.getByRole('button', { name: 'Choose Premium monthly' }).click();
      const checkout = page.getByRole('dialog', { name: 'Subscribe to Premium monthly' });
      await checkout.getByLabel('Card number').fill('4242 4242 4242');
      await checkout.getByRole('button', { name: 'Pay $29' }).click();
      await checkout.getByText('Please enter a valid 16-digit card number').waitFor();
      await transitionsOver(page);
      await check(page, width, '/subscription checkout dialog');
      await page.keyboard.press('Escape');
      await checkout.waitFor({ state: 'hidden' });

      // The small-screen menu opens and leads to the routes.
      if (width.phone) {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await page
          .getByRole('link', { name: 'Dashboard' })
          .or(page.getByRole('menuitem', { name: 'Dashboard' }))
          .first()
          .waitFor();
        await transitionsOver(page);
        await check(page, width, 'menu');
        await page.keyboard.press('Escape');
      }

      // An exam: the running item, then the result and the review of the answer.
      await page.goto(`${BASE_URL}/exam`);
      await settle(page);
      await page.getByRole('button', { name: 'Start exam' }).click();
      await page.getByRole('heading', { name: 'Question 1', exact: true }).waitFor();
      await check(page, width, '/exam running');
      // The first item may be an ordering, matching or hotspot item (each exam here has one of each).
      await answerAsShown(page);
      await page.getByRole('button', { name: 'Submit answer' }).click();
      await page.getByRole('heading', { name: 'Question 2', exact: true }).waitFor();
      await page.getByRole('button', { name: 'End exam' }).click();
      await page.getByRole('button', { name: 'Yes, end the exam' }).click();
      await page.getByRole('heading', { name: 'Exam result' }).waitFor();
      await transitionsOver(page);
      await check(page, width, '/exam result');
    });
  }

  // The interactive items (ordering, matching, hotspot): their widgets, then their graded outcome, at desktop and phone widths.
  for (const width of WIDTHS.filter((w) => w.axe)) {
    test(`the ordering, matching and hotspot items, before and after an answer, at ${width.width}x${width.height}`, async () => {
      const page = await signedInPage(width);
      const before = found.length;
      for (const type of ['ORDERING', 'MATCHING', 'HOTSPOT']) {
        await page.goto(`${BASE_URL}/practice?domain=SECURITY_AND_RISK_MANAGEMENT&type=${type}`);
        await settle(page);
        await page.locator(`[data-interaction="${type.toLowerCase()}"]`).waitFor();
        await transitionsOver(page);
        await check(page, width, `/practice ${type.toLowerCase()}`);
        if (width.width !== 390) continue;
        // Answered (the order as shown, each prompt from its menu, the first region): the outcome part by part.
        await answerAsShown(page);
        await page.getByRole('button', { name: 'Submit' }).click();
        await page.getByRole('alert').waitFor();
        await transitionsOver(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await check(page, width, `/practice ${type.toLowerCase()} answered`);
      }
      assert.deepEqual(found.slice(before), []);
    });
  }

  test('shows a focus ring of at least 2 px at 3:1 or more on what the keyboard reaches', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((consent) => localStorage.setItem('cookie-consent', consent), CONSENT);
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/login`);
    await settle(page);
    const rings: { tag: string; width: number; style: string; color: string }[] = [];
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      rings.push(
        await page.evaluate(() => {
          // A radio, checkbox or switch draws its ring on its root, around the hidden input.
          const focused = document.activeElement as HTMLElement;
          const target = (focused.closest('.Mui-focusVisible') as HTMLElement | null) ?? focused;
          const style = getComputedStyle(target);
          return {
            tag: `${target.tagName} ${target.textContent?.slice(0, 30) ?? ''}`,
            width: parseFloat(style.outlineWidth),
            style: style.outlineStyle,
            color: style.outlineColor,
          };
        }),
      );
    }
    await context.close();
    // Text fields show focus by their own 2 px primary border; everything else by the outline.
    const outlined = rings.filter((ring) => !ring.tag.startsWith('INPUT'));
    assert.ok(outlined.length >= 3, JSON.stringify(rings));
    for (const ring of outlined) {
      assert.ok(ring.width >= 2 && ring.style === 'solid', `no visible focus ring on ${JSON.stringify(ring)}`);
      // The primary blue: 10:1 on white and on the page's background.
      assert.equal(ring.color, 'rgb(11, 61, 145)', JSON.stringify(ring));
    }
  });

  test('found no serious or critical violation and no sideways scroll', () => {
    console.log(`# axe checks: ${checked}`);
    assert.deepEqual(found, []);
  });
});
