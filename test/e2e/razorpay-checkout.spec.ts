// Boundary: browser -> the Razorpay stand-in's checkout.js and checkout frame (as the payment page uses them) -> its
// orders API. Checks Checkout's API as the app calls it: handler on Pay, payment.failed, ondismiss, focus.
import { createHmac } from 'node:crypto';
import { LOCAL_RAZORPAY } from '../../functions/platform/local/razorpay';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { E2E_PORTS } from './stack';

const standIn = `http://localhost:${E2E_PORTS.razorpay}`;

async function createOrder(amount: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.razorpay}/v1/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${LOCAL_RAZORPAY.keyId}:${LOCAL_RAZORPAY.keySecret}`).toString('base64')}`,
    },
    body: JSON.stringify({ amount, currency: 'INR', receipt: 'e2e-checkout' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

interface Recorded {
  handler: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }[];
  failed: { error: { reason: string; metadata: { order_id: string; payment_id: string } } }[];
  dismissed: number;
}

test.describe('local Razorpay checkout', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about');
    await page.addScriptTag({ url: `${standIn}/v1/checkout.js` });
  });

  /** A button on the page that opens Checkout for this order, recording what Checkout calls back. */
  const addOpener = (page: import('@playwright/test').Page, orderId: string) =>
    page.evaluate(
      ({ key, orderId }) => {
        const recorded = { handler: [], failed: [], dismissed: 0 } as unknown as Recorded;
        (window as unknown as { recorded: Recorded }).recorded = recorded;
        const button = document.createElement('button');
        button.textContent = 'Open checkout';
        button.addEventListener('click', () => {
          const Razorpay = (
            window as unknown as {
              Razorpay: new (
                options: object,
              ) => { on(event: string, callback: (response: never) => void): void; open(): void };
            }
          ).Razorpay;
          const checkout = new Razorpay({
            key,
            amount: 589_882,
            currency: 'INR',
            order_id: orderId,
            name: 'Jobmatch',
            description: 'Professional plan, quarterly',
            prefill: { name: 'Asha Rao', email: 'hiring@acmetech.in' },
            theme: { color: '#7c3aed' },
            handler: (response: Recorded['handler'][number]) => recorded.handler.push(response),
            modal: { ondismiss: () => recorded.dismissed++ },
          });
          checkout.on('payment.failed', (response: Recorded['failed'][number]) =>
            recorded.failed.push(response),
          );
          checkout.open();
        });
        document.body.prepend(button);
      },
      { key: LOCAL_RAZORPAY.keyId, orderId },
    );

  const recorded = (page: import('@playwright/test').Page) =>
    page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);

  test('Pay calls the handler with a signature the key secret verifies and closes the checkout', async ({
    page,
  }) => {
    const orderId = await createOrder(589_882);
    await addOpener(page, orderId);
    await page.getByRole('button', { name: 'Open checkout' }).click();

    const dialog = page.getByRole('dialog', { name: 'Razorpay Checkout' });
    await expect(dialog).toBeVisible();
    const frame = page.frameLocator('iframe[title="Razorpay Checkout"]');
    await expect(frame.getByRole('heading', { name: 'Jobmatch' })).toBeVisible();
    await expect(frame.getByText('Professional plan, quarterly')).toBeVisible();
    await expect(frame.getByText('₹5,898.82')).toBeVisible();
    await expect(frame.getByText('Paying as hiring@acmetech.in')).toBeVisible();
    // Focus moves into the checkout, on its first action.
    await expect(frame.getByRole('button', { name: 'Pay', exact: true })).toBeFocused();
    expect(await axeViolations(page, '[data-razorpay-checkout]')).toEqual([]);

    await frame.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(async () => (await recorded(page)).handler.length).toBe(1);
    const [response] = (await recorded(page)).handler;
    expect(response?.razorpay_order_id).toBe(orderId);
    expect(response?.razorpay_signature).toBe(
      createHmac('sha256', LOCAL_RAZORPAY.keySecret)
        .update(`${orderId}|${response?.razorpay_payment_id}`)
        .digest('hex'),
    );
    expect((await recorded(page)).dismissed).toBe(0);
    await expect(page.getByRole('button', { name: 'Open checkout' })).toBeFocused();
  });

  test('Fail payment reports payment.failed and keeps the checkout open; Escape dismisses it', async ({
    page,
  }) => {
    const orderId = await createOrder(10_000);
    await addOpener(page, orderId);
    await page.getByRole('button', { name: 'Open checkout' }).click();
    const frame = page.frameLocator('iframe[title="Razorpay Checkout"]');

    await frame.getByRole('button', { name: 'Fail payment' }).click();
    await expect(frame.getByRole('status')).toContainText('Payment failed');
    await expect.poll(async () => (await recorded(page)).failed.length).toBe(1);
    const [failure] = (await recorded(page)).failed;
    expect(failure?.error.reason).toBe('payment_failed');
    expect(failure?.error.metadata.order_id).toBe(orderId);
    expect(failure?.error.metadata.payment_id).toMatch(/^pay_/);
    await expect(page.getByRole('dialog', { name: 'Razorpay Checkout' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Razorpay Checkout' })).toHaveCount(0);
    expect(await recorded(page)).toMatchObject({ dismissed: 1, handler: [] });
  });

  test('the close button dismisses the checkout', async ({ page }) => {
    await addOpener(page, await createOrder(10_000));
    await page.getByRole('button', { name: 'Open checkout' }).click();
    await page
      .frameLocator('iframe[title="Razorpay Checkout"]')
      .getByRole('button', { name: 'Close' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Razorpay Checkout' })).toHaveCount(0);
    expect((await recorded(page)).dismissed).toBe(1);
  });
});
