// Boundary: the payment adapter (the official SDK, pointed at RAZORPAY_API_URL) against the local
// Razorpay stand-in over HTTP, as it talks to Razorpay in AWS.
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../test/setup/free-port';
import { LOCAL_RAZORPAY } from '../platform/local/razorpay';
import { ENV } from '../platform/resources';
import {
  checkoutSettings,
  createProviderOrder,
  fetchProviderPayment,
  PaymentProviderError,
  providerRefundsOf,
  refundProviderPayment,
} from './razorpay';

const saved = { ...process.env };
afterEach(() => {
  process.env[ENV.razorpayApiUrl] = saved[ENV.razorpayApiUrl];
  process.env[ENV.razorpayKeyId] = saved[ENV.razorpayKeyId];
});

async function pay(orderId: string, outcome: 'success' | 'failure') {
  const response = await fetch(`${saved[ENV.razorpayApiUrl]}/v1/checkout/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: LOCAL_RAZORPAY.keyId, order_id: orderId, outcome }),
  });
  const body = (await response.json()) as {
    razorpay_payment_id?: string;
    error?: { metadata?: { payment_id?: string } };
  };
  return body.razorpay_payment_id ?? body.error?.metadata?.payment_id ?? '';
}

describe('Razorpay adapter', () => {
  it('creates an order for the amount in INR, with our receipt', async () => {
    const order = await createProviderOrder({
      amount: 353_882,
      receipt: 'jm_test_receipt',
      notes: { plan: 'BASIC' },
    });
    expect(order).toMatchObject({
      amount: 353_882,
      currency: 'INR',
      receipt: 'jm_test_receipt',
      status: 'created',
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
  });

  it("reads a payment as the provider has it: captured for its order's amount, or failed", async () => {
    const order = await createProviderOrder({ amount: 100_000, receipt: 'jm_paid', notes: {} });
    const captured = await fetchProviderPayment(await pay(order.id, 'success'));
    expect(captured).toMatchObject({
      orderId: order.id,
      amount: 100_000,
      currency: 'INR',
      status: 'captured',
    });

    const other = await createProviderOrder({ amount: 100_000, receipt: 'jm_failed', notes: {} });
    const failedId = await pay(other.id, 'failure');
    expect(failedId).toMatch(/^pay_/);
    expect((await fetchProviderPayment(failedId))?.status).toBe('failed');
  });

  it('refunds a captured payment in full once, and reads the refund back', async () => {
    const order = await createProviderOrder({ amount: 353_882, receipt: 'jm_refunded', notes: {} });
    const paymentId = await pay(order.id, 'success');
    const refund = await refundProviderPayment(paymentId, {
      amount: 353_882,
      receipt: order.id,
      notes: { reason: 'superseded' },
    });
    expect(refund).toMatchObject({
      paymentId,
      amount: 353_882,
      currency: 'INR',
      status: 'processed',
      receipt: order.id,
    });
    expect(refund.id).toMatch(/^rfnd_/);
    expect(await providerRefundsOf(paymentId)).toEqual([refund]);
    expect((await fetchProviderPayment(paymentId))?.status).toBe('refunded');

    // The provider refuses to give the payment back twice: a 400 the caller can tell from a failure.
    const again = await refundProviderPayment(paymentId, {
      amount: 353_882,
      receipt: order.id,
      notes: {},
    }).catch((e) => e);
    expect(again).toBeInstanceOf(PaymentProviderError);
    expect(again.statusCode).toBe(400);
    expect(again.message).toBe('The payment has been fully refunded already');
    expect(await providerRefundsOf(paymentId)).toHaveLength(1);
  });

  it('reports a refund of an unknown payment as a 400 PaymentProviderError', async () => {
    const refused = await refundProviderPayment('pay_Unknown0000000', {
      amount: 100,
      receipt: 'x',
      notes: {},
    }).catch((e) => e);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(refused.statusCode).toBe(400);
    const listed = await providerRefundsOf('pay_Unknown0000000').catch((e) => e);
    expect(listed).toBeInstanceOf(PaymentProviderError);
  });

  it('answers null for a payment the provider does not know', async () => {
    expect(await fetchProviderPayment('pay_Unknown0000000')).toBeNull();
  });

  it('reports a refusal (wrong key) and an unreachable provider as PaymentProviderError', async () => {
    process.env[ENV.razorpayKeyId] = 'rzp_test_wrong';
    const refused = await createProviderOrder({ amount: 10_000, receipt: 'jm_x', notes: {} }).catch((e) => e);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(refused.statusCode).toBe(401);

    process.env[ENV.razorpayKeyId] = saved[ENV.razorpayKeyId];
    process.env[ENV.razorpayApiUrl] = `http://127.0.0.1:${await freePort()}`;
    const unreachable = await createProviderOrder({ amount: 10_000, receipt: 'jm_x', notes: {} }).catch(
      (e) => e,
    );
    expect(unreachable).toBeInstanceOf(PaymentProviderError);
    expect(unreachable.statusCode).toBeUndefined();
  });

  it('reports a stage without the provider key id as PaymentProviderError, not a crash', async () => {
    delete process.env[ENV.razorpayKeyId];
    const missing = await createProviderOrder({ amount: 10_000, receipt: 'jm_x', notes: {} }).catch((e) => e);
    expect(missing).toBeInstanceOf(PaymentProviderError);
    expect(() => checkoutSettings()).toThrow(PaymentProviderError);
  });

  it('tells the checkout the public key id and the stand-in script', () => {
    expect(checkoutSettings()).toEqual({
      keyId: LOCAL_RAZORPAY.keyId,
      checkoutScriptUrl: process.env[ENV.razorpayCheckoutUrl],
    });
    expect(checkoutSettings().checkoutScriptUrl).toMatch(/^http:\/\/localhost:\d+\/v1\/checkout\.js$/);
  });
});
