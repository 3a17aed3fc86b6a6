import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import type { Locator, Page } from '@playwright/test';
import { BASE_URL, DATA_DIR } from './fixtures.ts';

/**
 * The one place journeys get a learner from: registered through the UI (signUpAndSignIn), or
 * signed in (submitSignIn) to an account a journey made another way, and their two-factor codes.
 */
export const PASSWORD = 'Tidal-Granite-Lantern-42!';

interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** Quoted-printable bodies wrap long lines with "=" and escape "=" itself as "=3D". */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function readMail(file: string): Mail {
  const raw = readFileSync(file, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).trim();
  const header = (name: string) => head.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim() ?? '';
  const text = /quoted-printable/i.test(header('Content-Transfer-Encoding'))
    ? decodeQuotedPrintable(body)
    : /base64/i.test(header('Content-Transfer-Encoding'))
      ? Buffer.from(body, 'base64').toString('utf8')
      : body;
  return { file, to: header('To'), subject: header('Subject'), text };
}

/** Waits for the newest message to an address whose subject matches, written to the outbox. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<Mail> {
  const outbox = path.join(DATA_DIR, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox)
        .filter((name) => name.endsWith('.eml'))
        .map((name) => path.join(outbox, name))
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    } catch {}
    for (const file of files) {
      const mail = readMail(file);
      if (mail.to.toLowerCase().includes(to.toLowerCase()) && subject.test(mail.subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} with subject ${subject} in ${outbox}`);
}

/** The first link in a mail to one of the app's paths. */
export function linkIn(mail: Mail, pathname: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === pathname);
  if (!link) throw new Error(`no ${pathname} link in mail ${mail.file}`);
  return link;
}

/** A form field by its label; required fields' labels end in an asterisk. */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
}

/** Accepts the cookie dialog if it is showing, so it does not cover the screen. */
export async function dismissCookieDialog(page: Page): Promise<void> {
  // The dialog opens as the app mounts and covers the foot of the window. The page's static shell
  // already draws a top bar before the app mounts, so whether the dialog will open is read from
  // the stored choice (web/app/consent.ts: 'cookie-consent', version 1.0), not from what is visible yet.
  const chosen = await page.evaluate(() => {
    try {
      return JSON.parse(localStorage.getItem('cookie-consent') ?? 'null')?.version === '1.0';
    } catch {
      return false;
    }
  });
  if (chosen) return;
  const dialog = page.getByRole('dialog', { name: 'Cookies and your privacy' });
  await dialog.getByRole('button', { name: 'Reject non-essential' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export function uniqueEmail(prefix = 'learner'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Registers through /register and waits for the server's answer. */
export async function register(page: Page, account: { name: string; email: string; password: string }): Promise<void> {
  await page.goto(`${BASE_URL}/register`);
  await dismissCookieDialog(page);
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await field(page, 'Full Name').fill(account.name);
  await field(page, 'Email Address').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await field(page, 'Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Registration successful. Check your email for a link to verify your address.').waitFor();
}

/** Follows the verification link of the newest mail to the address. */
export async function verifyFromOutbox(page: Page, email: string): Promise<void> {
  const mail = await waitForMail(email, /Verify your email address/);
  await page.goto(linkIn(mail, '/verify-email'));
  await page.getByText('Your email address is verified. You can sign in now.').waitFor();
}

/**
 * Fills the Email tab of /login and presses Sign In (the caller waits for what follows); `baseUrl`
 * for a journey that runs an app of its own.
 */
export async function submitSignIn(page: Page, email: string, password: string, baseUrl = BASE_URL): Promise<void> {
  if (!page.url().startsWith(`${baseUrl}/login`)) await page.goto(`${baseUrl}/login`);
  await dismissCookieDialog(page);
  await page.getByRole('tab', { name: 'Email' }).click();
  await field(page, 'Email Address').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Logs out through the avatar menu; the app returns to /. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(`${BASE_URL}/`);
  await page.getByRole('link', { name: 'Login' }).waitFor();
}

/**
 * Registers a fresh learner through the UI, verifies the address from the outbox, signs in and
 * leaves the page on /dashboard.
 */
export async function signUpAndSignIn(page: Page): Promise<{ email: string; password: string }> {
  const email = uniqueEmail();
  const password = PASSWORD;
  await register(page, { name: 'Test Learner', email, password });
  await verifyFromOutbox(page, email);
  await page.goto(`${BASE_URL}/login`);
  await submitSignIn(page, email, password);
  await page.waitForURL(`${BASE_URL}/dashboard`);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  return { email, password };
}

const STEP_SECONDS = 30;

/**
 * A TOTP code (SHA-1, 6 digits, 30 s, as the app sets up) that the server takes now, without
 * waiting for the clock. The server accepts the windows one step either side of its own and each
 * window once (graph/auth/mfa.ts), so a journey's codes walk forward through those windows: the
 * first is the previous window's, each next one the window after `usedStep`. Three codes in a
 * row never wait; a fourth within the same 30 s would need the clock, and says so.
 */
export async function totpCode(secret: string, usedStep: number | null = null): Promise<{ code: string; step: number }> {
  const current = Math.floor(Date.now() / 1000 / STEP_SECONDS);
  const step = Math.max(current - 1, usedStep === null ? -Infinity : usedStep + 1);
  if (step > current + 1)
    throw new Error(`no unused TOTP window left (used ${usedStep}, now ${current}): this journey uses more codes than the server's window allows`);
  const code = await generate({ secret, algorithm: 'sha1', digits: 6, period: STEP_SECONDS, epoch: step * STEP_SECONDS });
  return { code, step };
}

/**
 * Enters a TOTP code (`submit` fills and sends it) and waits until `accepted` shows; returns the
 * code's step. A code made now is good until its window is two behind the server's, and on a loaded
 * machine the 30 s window can end between making the code and the server checking it (CI saw
 * "Invalid 2FA code" once, the journey 34 s into its step). Only then, the clock's window having
 * moved on since the code was made, is a refusal answered with a new code, once; a refusal
 * within the window the code was made in fails the journey.
 */
export async function enterTotp(
  secret: string,
  usedStep: number | null,
  submit: (code: string) => Promise<void>,
  accepted: Locator,
  refused: Locator,
): Promise<number> {
  const window = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);
  const madeIn = window();
  const first = await totpCode(secret, usedStep);
  await submit(first.code);
  await accepted.or(refused).first().waitFor();
  if (await accepted.isVisible()) return first.step;
  if (window() === madeIn) throw new Error(`a code for step ${first.step}, made in window ${madeIn}, was refused within that window`);
  const next = await totpCode(secret, usedStep);
  await submit(next.code);
  await accepted.waitFor();
  return next.step;
}
