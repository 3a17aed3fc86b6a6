import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { linkIn, signUpAndSignIn, waitForMail } from './accounts.ts';
import { BASE_URL, screenshot, test, type Visitor } from './fixtures.ts';

test.describe.serial('a learner goes from free to monthly through the demo checkout, then cancels at the period end', () => {
  let browser: Visitor;
  let page: Page;
  let email: string;

  test.beforeAll(async ({ newVisitor }) => {
    browser = newVisitor();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test("starts on the free plan and sees the catalogue's plans", async () => {
    ({ email } = await signUpAndSignIn(page));
    await page.getByRole('region', { name: 'Profile' }).getByText('Free plan').waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Subscription' }).click();
    await page.waitForURL(`${BASE_URL}/subscription`);
    const plan = page.getByRole('region', { name: 'Your plan' });
    await plan.getByText('You are on the free plan.', { exact: false }).waitFor();
    const monthly = page.getByLabel('Premium monthly plan');
    const yearly = page.getByLabel('Premium yearly plan');
    assert.match((await monthly.textContent()) ?? '', /\$29 \/ month/);
    assert.doesNotMatch((await monthly.textContent()) ?? '', /BEST VALUE/);
    assert.match((await yearly.textContent()) ?? '', /\/ year/);
    assert.match((await yearly.textContent()) ?? '', /BEST VALUE/);
    await screenshot(page, 'billing-01-plans');
  });

  test('pays in the demo checkout: the card is checked in the page, then processing, success and the dashboard', async () => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Choose Premium monthly' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Premium monthly' });
    await dialog.getByLabel('Card number').fill('4242 4242 4242');
    await dialog.getByLabel('Expiry (MM/YY)').pressSequentially('1330');
    await dialog.getByLabel('CVC').pressSequentially('12');
    await dialog.getByRole('button', { name: 'Pay $29' }).click();
    await dialog.getByText('Please enter a valid 16-digit card number').waitFor();
    await dialog.getByText('Please enter a valid expiry date (MM/YY)').waitFor();
    await dialog.getByText('Please enter a valid CVC (3-4 digits)').waitFor();
    assert.equal(await dialog.getByLabel('Expiry (MM/YY)').inputValue(), '13/30');
    await screenshot(page, 'billing-02-card-errors');

    await dialog.getByLabel('Card number').fill('');
    await dialog.getByLabel('Card number').pressSequentially('4242424242424242');
    // Grouped in fours as it is printed on the card.
    assert.equal(await dialog.getByLabel('Card number').inputValue(), '4242 4242 4242 4242');
    await dialog.getByLabel('Expiry (MM/YY)').fill('');
    await dialog.getByLabel('Expiry (MM/YY)').pressSequentially('1230');
    await dialog.getByLabel('CVC').fill('');
    await dialog.getByLabel('CVC').pressSequentially('123');
    await dialog.getByRole('button', { name: 'Pay $29' }).click();
    await dialog.getByRole('button', { name: 'Processing...' }).waitFor();
    await dialog.getByText('Payment successful! Welcome to Premium.').waitFor({ timeout: 10_000 });
    await screenshot(page, 'billing-03-payment-success');
    await page.waitForURL(`${BASE_URL}/dashboard`, { timeout: 10_000 });
    // Only the plan went to the server, never the card.
    assert.ok(sent.length > 0);
    for (const body of sent) assert.doesNotMatch(body, /4242424242424242|12\/30/);
  });

  test('sees premium on the dashboard, with the receipt e-mailed', async () => {
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByText('Premium, monthly').waitFor();
    assert.equal(await profile.getByRole('link', { name: 'Upgrade' }).count(), 0);
    await screenshot(page, 'billing-04-dashboard-premium');
    const receipt = await waitForMail(email, /Premium receipt/);
    assert.ok(linkIn(receipt, '/subscription'));
  });

  test('gets no upgrade prompt in practice: the explanation shows after the answer', async () => {
    await page.goto(`${BASE_URL}/practice?type=SINGLE_CHOICE`);
    await page.getByRole('heading', { name: /^Question 1 of \d+$/ }).waitFor();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').first().waitFor();
    await page.getByRole('region', { name: 'Why each option is right or wrong' }).waitFor();
    // No language model on this server: no tutor to open, and nothing to upgrade to.
    assert.equal(await page.getByRole('button', { name: 'AI tutor', exact: true }).count(), 0);
    assert.equal(await page.getByRole('dialog', { name: 'The AI tutor' }).count(), 0);
    await screenshot(page, 'billing-05-explanation-unlocked');
  });

  test('cancels at the period end after confirming, and /subscription says so, also after a reload', async () => {
    await page.goto(`${BASE_URL}/subscription`);
    const plan = page.getByRole('region', { name: 'Your plan' });
    await plan.getByText('Premium monthly').waitFor();
    await plan.getByLabel('Status: Active').waitFor();
    await plan.getByText(/^Renews on /).waitFor();
    await plan.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    assert.equal(await dialog.getByRole('radio', { name: /At the end of the period/ }).isChecked(), true);
    await screenshot(page, 'billing-06-cancel-confirm');
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await plan.getByLabel(/^Status: Ends on /).waitFor();
    await plan.getByText(/^Canceled: premium access continues until then/).waitFor();
    assert.equal(await plan.getByRole('button', { name: 'Cancel subscription' }).count(), 0);
    assert.equal(await plan.getByLabel('Status: Active').count(), 0);
    await screenshot(page, 'billing-07-canceled-at-period-end');

    await page.reload();
    await plan.getByText(/^Canceled: premium access continues until then/).waitFor();
    await plan.getByLabel(/^Status: Ends on /).waitFor();
    // Still premium until then.
    await page.goto(`${BASE_URL}/dashboard`);
    await page.getByRole('region', { name: 'Profile' }).getByText('Premium, monthly').waitFor();
  });

  test('changes its mind: Resume subscription, and the plan renews as before, also after a reload', async () => {
    await page.goto(`${BASE_URL}/subscription`);
    const plan = page.getByRole('region', { name: 'Your plan' });
    await plan.getByRole('button', { name: 'Resume subscription' }).click();
    await plan.getByText('Your subscription is back on: it will renew as before.').waitFor();
    await plan.getByLabel('Status: Active').waitFor();
    await plan.getByText(/^Renews on /).waitFor();
    await screenshot(page, 'billing-07b-resumed');
    await page.reload();
    await plan.getByLabel('Status: Active').waitFor();
    await plan.getByRole('button', { name: 'Cancel subscription' }).waitFor();
  });

  test('shows the checkout return pages: cancel notice with a way back', async () => {
    await page.goto(`${BASE_URL}/billing/cancel`);
    await page.getByRole('heading', { name: 'Checkout cancelled' }).waitFor();
    await page.getByRole('link', { name: 'Back to plans' }).click();
    await page.waitForURL(`${BASE_URL}/subscription`);
    await screenshot(page, 'billing-08-after-cancel-page');
  });
});
