// Boundary: the local Razorpay stand-in over HTTP, as the provider's SDK, the browser and a webhook
// receiver meet it: its REST shapes, keys, checkout answers and signed webhooks.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../test/setup/free-port';
import { ENV } from '../resources';
import { LOCAL_RAZORPAY, paymentSignature, type RazorpayStandIn, startRazorpay } from './razorpay';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const AUTH = basic(LOCAL_RAZORPAY.keyId, LOCAL_RAZORPAY.keySecret);

describe('local Razorpay stand-in', () => {
  let standIn: RazorpayStandIn;
  let base: string;
  let receiver: Server;
  const received: Received[] = [];
  /** Statuses the webhook receiver answers with, one per request; 200 once they run out. */
  let answers: number[] = [];

  const api = (path: string, init: RequestInit = {}, authorization: string | null = AUTH) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(authorization ? { authorization } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });

  const createOrder = async (body: object = { amount: 589_882, currency: 'INR', receipt: 'rcpt-1' }) => {
    const response = await api('/v1/orders', { method: 'POST', body: JSON.stringify(body) });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown> & { id: string; amount: number };
  };

  const checkout = (orderId: string, outcome: 'success' | 'failure', key: string = LOCAL_RAZORPAY.keyId) =>
    fetch(`${base}/v1/checkout/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key, order_id: orderId, outcome, email: 'hiring@acmetech.in' }),
    });

  beforeAll(async () => {
    const receiverPort = await freePort();
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(answers.shift() ?? 200);
        response.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(receiverPort, '127.0.0.1', resolve));
    standIn = await startRazorpay({
      port: await freePort(),
      webhookUrl: `http://127.0.0.1:${receiverPort}/api/v1/payments/razorpay/webhook`,
      retryDelaysMs: [20, 40],
    });
    base = standIn.endpoint;
  });

  afterAll(async () => {
    await standIn?.stop();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  beforeEach(async () => {
    await standIn.idle();
    received.length = 0;
    answers = [];
  });

  describe('orders', () => {
    it('creates an order in Razorpay’s shape and reads it back', async () => {
      const before = Math.floor(Date.now() / 1000);
      const order = await createOrder({
        amount: 589_882,
        currency: 'INR',
        receipt: 'rcpt-1',
        notes: { plan: 'PROFESSIONAL' },
      });
      expect(order).toMatchObject({
        entity: 'order',
        amount: 589_882,
        amount_paid: 0,
        amount_due: 589_882,
        currency: 'INR',
        receipt: 'rcpt-1',
        status: 'created',
        attempts: 0,
        notes: { plan: 'PROFESSIONAL' },
      });
      expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
      expect(order.created_at).toBeGreaterThanOrEqual(before);

      const read = await api(`/v1/orders/${order.id}`);
      expect(await read.json()).toEqual(order);
      const payments = await api(`/v1/orders/${order.id}/payments`);
      expect(await payments.json()).toEqual({ entity: 'collection', count: 0, items: [] });
    });

    it('takes form-encoded bodies too, as the API does', async () => {
      const response = await api('/v1/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'amount=10000&currency=INR&notes[plan]=BASIC',
      });
      expect(await response.json()).toMatchObject({ amount: 10_000, notes: { plan: 'BASIC' } });
    });

    it('refuses calls without the key id and secret', async () => {
      for (const authorization of [
        null,
        basic(LOCAL_RAZORPAY.keyId, 'wrong'),
        basic('rzp_test_other', LOCAL_RAZORPAY.keySecret),
      ]) {
        const response = await api(
          '/v1/orders',
          { method: 'POST', body: '{"amount":100,"currency":"INR"}' },
          authorization,
        );
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          error: expect.objectContaining({ code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' }),
        });
      }
      expect((await api('/v1/payments/pay_00000000000000', {}, null)).status).toBe(401);
    });

    it('refuses an amount under ₹1, a fraction of a paisa or another currency, naming the field', async () => {
      const cases: [object, string, string][] = [
        [{ amount: 99, currency: 'INR' }, 'amount', 'The amount must be atleast INR 1.00'],
        [{ amount: 100.5, currency: 'INR' }, 'amount', 'The amount must be an integer.'],
        [{ amount: '12x', currency: 'INR' }, 'amount', 'The amount must be an integer.'],
        [{ currency: 'INR' }, 'amount', 'The amount field is required.'],
        [{ amount: 10_000, currency: 'USD' }, 'currency', 'Currency is not supported'],
        [{ amount: 10_000 }, 'currency', 'The currency field is required.'],
        [{ amount: 10_000, currency: 'INR', receipt: 'r'.repeat(41) }, 'receipt', expect.any(String)],
      ];
      for (const [body, field, description] of cases) {
        const response = await api('/v1/orders', { method: 'POST', body: JSON.stringify(body) });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          error: expect.objectContaining({ code: 'BAD_REQUEST_ERROR', field, description }),
        });
      }
      expect((await api('/v1/orders', { method: 'POST', body: '{not json' })).status).toBe(400);
    });

    it('answers an unknown id with 400 and an unknown address with 404, as Razorpay does', async () => {
      const order = await api('/v1/orders/order_00000000000000');
      expect(order.status).toBe(400);
      expect(await order.json()).toMatchObject({ error: { description: 'The id provided does not exist' } });
      expect((await api('/v1/payments/pay_00000000000000')).status).toBe(400);
      expect((await api('/v1/refunds')).status).toBe(404);
    });
  });

  describe('checkout', () => {
    it('pays an order with a signature over order_id|payment_id that the key secret verifies', async () => {
      const order = await createOrder();
      const response = await checkout(order.id, 'success');
      expect(response.status).toBe(200);
      const paid = (await response.json()) as Record<string, string>;
      expect(paid.razorpay_order_id).toBe(order.id);
      expect(paid.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
      expect(paid.razorpay_signature).toBe(
        hmac(LOCAL_RAZORPAY.keySecret, `${order.id}|${paid.razorpay_payment_id}`),
      );
      expect(paymentSignature(order.id, paid.razorpay_payment_id as string, 'another secret')).not.toBe(
        paid.razorpay_signature,
      );

      const payment = await (await api(`/v1/payments/${paid.razorpay_payment_id}`)).json();
      expect(payment).toMatchObject({
        entity: 'payment',
        id: paid.razorpay_payment_id,
        status: 'captured',
        captured: true,
        amount: order.amount,
        currency: 'INR',
        order_id: order.id,
        method: 'card',
        email: 'hiring@acmetech.in',
      });
      expect(await (await api(`/v1/orders/${order.id}`)).json()).toMatchObject({
        status: 'paid',
        amount_paid: order.amount,
        amount_due: 0,
        attempts: 1,
      });
      expect(await (await api(`/v1/orders/${order.id}/payments`)).json()).toMatchObject({
        count: 1,
        items: [payment],
      });
      // A paid order cannot be paid again.
      expect((await checkout(order.id, 'success')).status).toBe(400);
    });

    it('declines a failed payment in Checkout’s error shape and lets the order be paid after', async () => {
      const order = await createOrder();
      const response = await checkout(order.id, 'failure');
      // An outcome, not a refused request: the browser logs no failed request for it.
      expect(response.status).toBe(200);
      const { error } = (await response.json()) as {
        error: { metadata: { order_id: string; payment_id: string } };
      };
      expect(error).toMatchObject({
        code: 'BAD_REQUEST_ERROR',
        source: 'bank',
        step: 'payment_authorization',
        reason: 'payment_failed',
        description: expect.any(String),
        metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
      });
      expect(await (await api(`/v1/payments/${error.metadata.payment_id}`)).json()).toMatchObject({
        status: 'failed',
        captured: false,
        error_reason: 'payment_failed',
      });
      expect(await (await api(`/v1/orders/${order.id}`)).json()).toMatchObject({
        status: 'attempted',
        amount_paid: 0,
        attempts: 1,
      });

      expect((await checkout(order.id, 'success')).status).toBe(200);
      expect(await (await api(`/v1/orders/${order.id}`)).json()).toMatchObject({
        status: 'paid',
        attempts: 2,
      });
    });

    it('refuses a checkout with another key or for an unknown order', async () => {
      const order = await createOrder();
      expect((await checkout(order.id, 'success', 'rzp_test_other')).status).toBe(401);
      expect((await checkout('order_00000000000000', 'success')).status).toBe(400);
    });

    it('serves checkout.js with Razorpay’s constructor, told its own origin', async () => {
      const response = await fetch(`${base}/v1/checkout.js`);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      const script = await response.text();
      expect(script).toContain('window.Razorpay = Razorpay');
      expect(script).toContain(`var ORIGIN = "${base}"`);
      expect(script).toContain("'payment.failed'");
    });

    it('shows the order’s amount in rupees on a page only the opener may frame', async () => {
      const order = await createOrder({ amount: 589_882, currency: 'INR' });
      const page = new URL('/v1/checkout/embedded', base);
      for (const [name, value] of Object.entries({
        key: LOCAL_RAZORPAY.keyId,
        order_id: order.id,
        name: 'Jobmatch <Pvt>',
        description: 'Professional plan, quarterly',
        email: 'hiring@acmetech.in',
        origin: 'http://localhost:5173',
        session: 's1',
      }))
        page.searchParams.set(name, value);
      const response = await fetch(page);
      expect(response.headers.get('content-security-policy')).toContain(
        'frame-ancestors http://localhost:5173',
      );
      const html = await response.text();
      expect(html).toContain('₹5,898.82');
      expect(html).toContain('Jobmatch &lt;Pvt&gt;');
      expect(html).toContain('Paying as hiring@acmetech.in');
      expect(html).toMatch(/<button[^>]*>Pay<\/button>/);
      expect(html).toMatch(/<button[^>]*>Fail payment<\/button>/);
      expect(html).toMatch(/<button[^>]*aria-label="Close"/);

      page.searchParams.set('order_id', 'order_00000000000000');
      expect(await (await fetch(page)).text()).toContain('This order does not exist.');
      page.searchParams.set('origin', 'javascript:alert(1)');
      expect((await fetch(page)).status).toBe(400);
    });
  });

  describe('refunds', () => {
    const paidPayment = async (amount = 589_882) => {
      const order = await createOrder({ amount, currency: 'INR' });
      const paid = (await (await checkout(order.id, 'success')).json()) as Record<string, string>;
      return paid.razorpay_payment_id as string;
    };
    const refund = (paymentId: string, body: object = {}) =>
      api(`/v1/payments/${paymentId}/refund`, { method: 'POST', body: JSON.stringify(body) });

    it('refunds a captured payment in full, keeps the refund and marks the payment refunded', async () => {
      const paymentId = await paidPayment();
      const response = await refund(paymentId, { receipt: 'jm_refund_1', notes: { reason: 'superseded' } });
      expect(response.status).toBe(200);
      const made = (await response.json()) as Record<string, unknown> & { id: string };
      expect(made).toMatchObject({
        entity: 'refund',
        amount: 589_882,
        currency: 'INR',
        payment_id: paymentId,
        receipt: 'jm_refund_1',
        notes: { reason: 'superseded' },
        status: 'processed',
      });
      expect(made.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
      expect(await (await api(`/v1/refunds/${made.id}`)).json()).toEqual(made);
      expect(await (await api(`/v1/payments/${paymentId}/refunds/${made.id}`)).json()).toEqual(made);
      expect(await (await api(`/v1/payments/${paymentId}/refunds`)).json()).toEqual({
        entity: 'collection',
        count: 1,
        items: [made],
      });
      expect(await (await api(`/v1/payments/${paymentId}`)).json()).toMatchObject({
        status: 'refunded',
        amount_refunded: 589_882,
        refund_status: 'full',
      });
    });

    it('never gives back more than was captured: a second full refund is refused, even at once', async () => {
      const paymentId = await paidPayment(100_000);
      const answers = await Promise.all([refund(paymentId), refund(paymentId), refund(paymentId)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
      const refused = answers.find((answer) => answer.status === 400);
      expect(await refused?.json()).toMatchObject({
        error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' },
      });
      expect(await (await api(`/v1/payments/${paymentId}/refunds`)).json()).toMatchObject({ count: 1 });
    });

    it('refunds in parts up to what was captured, then reads fully refunded', async () => {
      const paymentId = await paidPayment(100_000);
      expect((await refund(paymentId, { amount: 40_000 })).status).toBe(200);
      expect(await (await api(`/v1/payments/${paymentId}`)).json()).toMatchObject({
        status: 'captured',
        amount_refunded: 40_000,
        refund_status: 'partial',
      });
      const tooMuch = await refund(paymentId, { amount: 60_001 });
      expect(tooMuch.status).toBe(400);
      expect(await tooMuch.json()).toMatchObject({
        error: { description: 'The refund amount provided is greater than amount captured', field: 'amount' },
      });
      expect((await refund(paymentId)).status).toBe(200);
      expect(await (await api(`/v1/payments/${paymentId}`)).json()).toMatchObject({
        status: 'refunded',
        amount_refunded: 100_000,
      });
    });

    it('refuses a failed payment, an unknown one, bad amounts and calls without the key', async () => {
      const order = await createOrder();
      const { error } = (await (await checkout(order.id, 'failure')).json()) as {
        error: { metadata: { payment_id: string } };
      };
      const failed = await refund(error.metadata.payment_id);
      expect(failed.status).toBe(400);
      expect(await failed.json()).toMatchObject({
        error: { description: 'Only payments which have been captured can be refunded' },
      });
      expect((await refund('pay_00000000000000')).status).toBe(400);
      const paymentId = await paidPayment();
      for (const body of [{ amount: 99 }, { amount: 10.5 }, { speed: 'instant' }]) {
        expect((await refund(paymentId, body)).status).toBe(400);
      }
      const unsigned = await api(`/v1/payments/${paymentId}/refund`, { method: 'POST', body: '{}' }, null);
      expect(unsigned.status).toBe(401);
      expect((await api('/v1/refunds/rfnd_00000000000000')).status).toBe(400);
      // Nothing was refunded by the refusals.
      expect(await (await api(`/v1/payments/${paymentId}`)).json()).toMatchObject({ amount_refunded: 0 });
    });
  });

  describe('webhooks', () => {
    const events = () =>
      received.map(
        (request) => JSON.parse(request.body) as { event: string; payload: Record<string, unknown> },
      );

    it('reports a payment as payment.captured then order.paid, each signed over its raw body', async () => {
      const order = await createOrder();
      const { razorpay_payment_id: paymentId } = (await (await checkout(order.id, 'success')).json()) as {
        razorpay_payment_id: string;
      };
      await standIn.idle();

      expect(events().map((event) => event.event)).toEqual(['payment.captured', 'order.paid']);
      for (const request of received) {
        expect(request.headers['x-razorpay-signature']).toBe(
          hmac(LOCAL_RAZORPAY.webhookSecret, request.body),
        );
        expect(request.headers['content-type']).toBe('application/json');
      }
      const ids = received.map((request) => request.headers['x-razorpay-event-id']);
      expect(new Set(ids).size).toBe(2);

      const [captured, paid] = events();
      expect(captured).toMatchObject({
        entity: 'event',
        account_id: LOCAL_RAZORPAY.accountId,
        contains: ['payment'],
        payload: { payment: { entity: { id: paymentId, order_id: order.id, status: 'captured' } } },
        created_at: expect.any(Number),
      });
      expect(paid).toMatchObject({
        contains: ['payment', 'order'],
        payload: {
          payment: { entity: { id: paymentId } },
          order: { entity: { id: order.id, status: 'paid', amount_paid: order.amount } },
        },
      });
      expect(standIn.webhookDeliveries().slice(-2)).toEqual([
        expect.objectContaining({ event: 'payment.captured', delivered: true, attempts: 1, lastStatus: 200 }),
        expect.objectContaining({ event: 'order.paid', delivered: true, attempts: 1 }),
      ]);
    });

    it('reports a declined payment as payment.failed', async () => {
      const order = await createOrder();
      await checkout(order.id, 'failure');
      await standIn.idle();
      expect(events()).toEqual([
        expect.objectContaining({
          event: 'payment.failed',
          payload: { payment: { entity: expect.objectContaining({ order_id: order.id, status: 'failed' }) } },
        }),
      ]);
    });

    it('retries a delivery the API did not accept, and gives up after the last retry', async () => {
      answers = [500, 503];
      const order = await createOrder();
      await checkout(order.id, 'failure');
      await standIn.idle();
      expect(received).toHaveLength(3);
      expect(new Set(received.map((request) => request.headers['x-razorpay-event-id'])).size).toBe(1);
      expect(standIn.webhookDeliveries().at(-1)).toMatchObject({ delivered: true, attempts: 3 });

      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      answers = [500, 500, 500];
      await checkout((await createOrder()).id, 'failure');
      await standIn.idle();
      expect(standIn.webhookDeliveries().at(-1)).toMatchObject({
        delivered: false,
        attempts: 3,
        lastStatus: 500,
      });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('not delivered after 3 attempts'));
      warn.mockRestore();
    });

    it('replays the last webhook unchanged on request', async () => {
      const order = await createOrder();
      await checkout(order.id, 'success');
      await standIn.idle();
      const response = await fetch(`${base}/_local/webhooks/resend-last`, { method: 'POST' });
      expect(await response.json()).toMatchObject({ event: 'order.paid' });
      await standIn.idle();
      expect(received).toHaveLength(3);
      const [, original, replay] = received;
      expect(replay?.body).toBe(original?.body);
      expect(replay?.headers['x-razorpay-event-id']).toBe(original?.headers['x-razorpay-event-id']);
      expect(replay?.headers['x-razorpay-signature']).toBe(original?.headers['x-razorpay-signature']);
    });
  });
});

describe('the stack’s Razorpay stand-in', () => {
  it('is where the handlers’ environment points, with the keys it holds', async () => {
    const response = await fetch(`${process.env[ENV.razorpayApiUrl]}/v1/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: basic(
          process.env[ENV.razorpayKeyId] as string,
          process.env[ENV.razorpayKeySecret] as string,
        ),
      },
      body: JSON.stringify({ amount: 100, currency: 'INR' }),
    });
    expect(response.status).toBe(200);
    expect(process.env[ENV.razorpayWebhookSecret]).toBe(LOCAL_RAZORPAY.webhookSecret);
    const script = await fetch(process.env[ENV.razorpayCheckoutUrl] as string);
    expect(await script.text()).toContain('window.Razorpay');
  });
});
