// Boundary: browser -> subscription pages -> /api/v1/subscriptions -> DynamoDB Local, with the local Razorpay
// stand-in's checkout (its iframe, its signed result and webhooks), the receipt mail through the SES
// stand-in and the invoice PDF from s3rver.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { BILLING_MESSAGES } from '../../shared/subscriptions/billing';
import { GSTIN_MESSAGES } from '../../shared/subscriptions/gst';
import { SUBSCRIPTION_MESSAGES } from '../../shared/subscriptions/messages';
import { formatInr, gstOn } from '../../shared/subscriptions/money';
import { applicationAllowance, PLAN_CATALOGUE, savingsPercent } from '../../shared/subscriptions/plans';
import type { Subscription } from '../../shared/subscriptions/types';
import { axeViolations } from './axe';
import { approveEmployer, expect, test } from './fixtures';

test.describe.configure({ timeout: 240_000 });

/**
 * A page at the desktop size and at a 390 px phone, full length, in the test's output folder to look at
 * after a run; the page is left at desktop size.
 */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The long Indian-English date the pages print ('25 November 2026'), on India's calendar. */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

/** The payment page's billing details for a Bengaluru company. */
async function fillBillingDetails(page: Page) {
  await page.getByLabel('Billing address').fill('80 Feet Road, Koramangala');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('PIN code').fill('560034');
  await page.getByLabel('State').selectOption({ label: 'Karnataka' });
}

const checkout = (page: Page) => page.frameLocator('iframe[title="Razorpay Checkout"]');

test.describe('subscriptions', () => {
  test('a newly approved employer buys Professional quarterly on the checkout, gets the receipt and the invoice, and cancels keeping access until the end date', async ({
    page,
    login,
    signUp,
    mailbox,
    request,
  }) => {
    const employer = await signUp({ role: 'employer' });
    await approveEmployer(request, employer);
    await login(employer);

    // Pricing, from the header: quarterly prices with their badge, Professional the most popular.
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
    const professional = page.getByRole('listitem', { name: 'Professional' });
    await expect(professional.getByText('Most Popular')).toBeVisible();
    await expect(professional).toContainText(formatInr(PLAN_CATALOGUE.PROFESSIONAL.pricePaise.MONTHLY));
    await expect(professional).toContainText('per month');
    await page.getByRole('radio', { name: /Quarterly/ }).check();
    await expect(page.getByText('Save 10%')).toBeVisible();
    await expect(page.getByText('Save 20%')).toBeVisible();
    const price = PLAN_CATALOGUE.PROFESSIONAL.pricePaise.QUARTERLY;
    await expect(professional).toContainText(`${formatInr(price)} per quarter`);
    await expect(professional).toContainText('+ 18% GST');
    await expect(page.getByRole('heading', { name: 'Why Choose Our IT Subscription?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Non-IT Jobs Remain Free!' })).toBeVisible();
    await expect(
      page.getByRole('listitem', { name: 'Enterprise' }).getByRole('link', { name: 'Contact Sales' }),
    ).toHaveAttribute('href', /^mailto:support@jobmatch\.in\?subject=Enterprise/);
    expect(await axeViolations(page), '/pricing').toEqual([]);
    await screenshots(page, 'pricing');

    // The summary: the plan, the quarter's allowance and savings, GST and the total on the button.
    await professional.getByRole('link', { name: 'Go Professional' }).click();
    await expect(page).toHaveURL('/subscription/payment?plan=PROFESSIONAL&cycle=QUARTERLY');
    const summary = page.getByRole('region', { name: 'Order summary' });
    const gst = gstOn(price);
    const total = formatInr(price + gst);
    await expect(summary).toContainText('Professional');
    await expect(summary).toContainText('Quarterly');
    await expect(summary).toContainText(
      `${applicationAllowance('PROFESSIONAL', 'QUARTERLY')} IT applications`,
    );
    await expect(summary).toContainText(
      `${savingsPercent('PROFESSIONAL', 'QUARTERLY')}% compared with paying monthly`,
    );
    await expect(summary).toContainText(formatInr(gst));
    const pay = page.getByRole('button', { name: `Pay ${total}` });
    await expect(pay).toBeVisible();
    expect(await axeViolations(page), '/subscription/payment').toEqual([]);
    await screenshots(page, 'payment');

    // The invoice's billing details are asked first; a GSTIN of another state is caught before any order.
    await pay.click();
    await expect(page.getByText(BILLING_MESSAGES.addressRequired)).toBeVisible();
    await fillBillingDetails(page);
    await page.getByLabel('GSTIN (optional)').fill('27abcde1234f1z0');
    await pay.click();
    await expect(page.getByText(GSTIN_MESSAGES.otherState)).toBeVisible();
    await page.getByLabel('GSTIN (optional)').fill('29abcde1234f1zw');

    // Dismissing the checkout pays nothing and leaves the page ready.
    await pay.click();
    await expect(checkout(page).getByText(total)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await checkout(page).getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('iframe[title="Razorpay Checkout"]')).toHaveCount(0);
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.paymentCancelled)).toBeVisible();

    // Paying: verified on the server, then the success page.
    await pay.click();
    await checkout(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL('/subscription/success?plan=PROFESSIONAL&cycle=QUARTERLY');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    const purchase = page.getByRole('region', { name: 'Your subscription' });
    await expect(purchase).toContainText('Professional');
    await expect(purchase).toContainText(total);
    await expect(purchase).toContainText('Quarterly');
    await expect(page.getByText('A receipt has been emailed to you.')).toBeVisible();
    expect(await axeViolations(page), '/subscription/success').toEqual([]);
    await screenshots(page, 'success');

    const receipt = await mailbox.waitFor({
      to: employer.email,
      subject: /Professional subscription is active/,
    });
    expect(receipt.body.text ?? receipt.body.html ?? '').toContain(total);

    // Manage: the term as the server keeps it, usage, and the invoice in the history.
    const currentAnswer = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/subscriptions/current'),
    );
    await page.getByRole('link', { name: 'Manage Subscription' }).click();
    await expect(page).toHaveURL('/subscription/manage');
    const { data: current } = (await (await currentAnswer).json()) as { data: Subscription };
    const currentCard = page.getByRole('region', { name: 'Current subscription' });
    await expect(currentCard.getByText('Active', { exact: true })).toBeVisible();
    await expect(currentCard).toContainText(longDate(current.startDate));
    await expect(currentCard).toContainText(longDate(current.endDate));
    await expect(currentCard).toContainText(`0 of ${applicationAllowance('PROFESSIONAL', 'QUARTERLY')}`);
    const usage = page.getByRole('region', { name: 'Usage statistics' });
    await expect(usage).toContainText(String(applicationAllowance('PROFESSIONAL', 'QUARTERLY')));
    await expect(usage).toContainText('Yes');
    const row = page.getByRole('region', { name: 'Subscription history' }).getByRole('row').nth(1);
    await expect(row).toContainText('Professional');
    await expect(row).toContainText(total);
    await expect(row).toContainText('Active');
    expect(await axeViolations(page), '/subscription/manage').toEqual([]);
    await screenshots(page, 'manage');

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Download invoice/ }).click();
    const invoice = await download;
    expect(invoice.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await invoice.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Cancelling asks first, then keeps access until the end date.
    await currentCard.getByRole('button', { name: 'Cancel Subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel subscription?' });
    await expect(confirm).toContainText(SUBSCRIPTION_MESSAGES.cancelConfirm);
    expect(await axeViolations(page), 'cancel dialog').toEqual([]);
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.cancelled)).toBeVisible();
    await expect(currentCard).toContainText(`Cancelled: access until ${longDate(current.endDate)}`);
    await expect(currentCard.getByText('Active', { exact: true })).toBeVisible();
    await expect(currentCard.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    await page.reload();
    await expect(currentCard).toContainText(`Cancelled: access until ${longDate(current.endDate)}`);

    // Pricing now marks the plan held and offers only the way up.
    await currentCard.getByRole('link', { name: 'Upgrade Plan' }).click();
    await expect(professional.getByText('Current plan', { exact: true })).toBeVisible();
    await expect(professional.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('listitem', { name: 'Basic' }).getByRole('link')).toHaveCount(0);
    await expect(
      page.getByRole('listitem', { name: 'Enterprise' }).getByRole('link', { name: 'Contact Sales' }),
    ).toBeVisible();
  });

  test('plan selection: a visitor signs in and comes back to pricing; a candidate is told plans are for employers; the payment and success pages need a plan', async ({
    page,
    login,
    signUp,
  }) => {
    const candidate = await signUp();
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
    expect(await axeViolations(page), '/pricing, visitor').toEqual([]);
    await page
      .getByRole('listitem', { name: 'Professional' })
      .getByRole('link', { name: 'Go Professional' })
      .click();
    await expect(page).toHaveURL('/login?redirect=%2Fpricing');
    await page.getByLabel('Email address').fill(candidate.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(candidate.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/pricing');

    await page
      .getByRole('listitem', { name: 'Basic' })
      .getByRole('button', { name: 'Start Basic Plan' })
      .click();
    await expect(page.getByRole('alert')).toContainText(SUBSCRIPTION_MESSAGES.employersOnly);
    expect(await axeViolations(page), '/pricing, candidate refused').toEqual([]);
    await page.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();
    await page
      .getByRole('listitem', { name: 'Enterprise' })
      .getByRole('button', { name: 'Contact Sales' })
      .click();
    await expect(page.getByRole('alert')).toContainText(SUBSCRIPTION_MESSAGES.employersOnly);
    // The subscription pages themselves are employers'.
    await page.goto('/subscription/manage');
    await expect(page).toHaveURL('/');

    await login('employer');
    await page.goto('/subscription/payment');
    await expect(page.getByRole('heading', { name: SUBSCRIPTION_MESSAGES.noPlanSelected })).toBeVisible();
    await page.goto('/subscription/payment?plan=GOLD&cycle=QUARTERLY');
    await expect(page.getByRole('heading', { name: SUBSCRIPTION_MESSAGES.noPlanSelected })).toBeVisible();
    await page.getByRole('link', { name: 'View Plans' }).click();
    await expect(page).toHaveURL('/pricing');
    await page.goto('/subscription/success');
    await expect(page).toHaveURL('/pricing');
  });
});

test.describe('a declined payment', () => {
  test("shows the spec's message, activates nothing, and lets the employer try again", async ({
    page,
    login,
    signUp,
    request,
  }) => {
    const employer = await signUp({ role: 'employer' });
    await approveEmployer(request, employer);
    await login(employer);
    await page.goto('/subscription/payment?plan=BASIC&cycle=MONTHLY');
    const price = PLAN_CATALOGUE.BASIC.pricePaise.MONTHLY;
    const pay = page.getByRole('button', { name: `Pay ${formatInr(price + gstOn(price))}` });
    await fillBillingDetails(page);
    await pay.click();
    await checkout(page).getByRole('button', { name: 'Fail payment' }).click();
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.paymentFailed)).toBeVisible();
    await expect(pay).toBeEnabled();
    await checkout(page).getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('iframe[title="Razorpay Checkout"]')).toHaveCount(0);
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.paymentFailed)).toBeVisible();
    expect(await axeViolations(page), '/subscription/payment, payment failed').toEqual([]);
    await screenshots(page, 'payment-failed');

    await page.goto('/subscription/manage');
    await expect(page.getByRole('heading', { name: SUBSCRIPTION_MESSAGES.noActive })).toBeVisible();
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.noHistory)).toBeVisible();
    expect(await axeViolations(page), '/subscription/manage, none').toEqual([]);
    await screenshots(page, 'manage-none');
  });
});
