import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkoutSignatureValid, signatureMatches, webhookSignatureValid } from './signatures';

const KEY_SECRET = 'key-secret-for-tests';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';
const hex = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

describe('checkout signature', () => {
  const orderId = 'order_Abc123Def456Gh';
  const paymentId = 'pay_Zyx987Wvu654Ts';
  const signed = hex(KEY_SECRET, `${orderId}|${paymentId}`);

  it("accepts the key secret's HMAC-SHA256 of order_id|payment_id", () => {
    expect(checkoutSignatureValid({ orderId, paymentId, signature: signed }, KEY_SECRET)).toBe(true);
    expect(checkoutSignatureValid({ orderId, paymentId, signature: signed }, Buffer.from(KEY_SECRET))).toBe(
      true,
    );
  });

  it('refuses another secret, swapped ids, another payment or a cut signature', () => {
    expect(
      checkoutSignatureValid(
        { orderId, paymentId, signature: hex('guess', `${orderId}|${paymentId}`) },
        KEY_SECRET,
      ),
    ).toBe(false);
    expect(
      checkoutSignatureValid({ orderId: paymentId, paymentId: orderId, signature: signed }, KEY_SECRET),
    ).toBe(false);
    expect(
      checkoutSignatureValid({ orderId, paymentId: 'pay_Other0000000', signature: signed }, KEY_SECRET),
    ).toBe(false);
    expect(checkoutSignatureValid({ orderId, paymentId, signature: signed.slice(0, 63) }, KEY_SECRET)).toBe(
      false,
    );
    expect(checkoutSignatureValid({ orderId, paymentId, signature: '' }, KEY_SECRET)).toBe(false);
  });
});

describe('webhook signature', () => {
  const body = '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1"}}}}';

  it("accepts the webhook secret's HMAC-SHA256 of the exact bytes", () => {
    expect(webhookSignatureValid(Buffer.from(body), hex(WEBHOOK_SECRET, body), WEBHOOK_SECRET)).toBe(true);
  });

  it('refuses the same JSON with other bytes, or the key secret', () => {
    const reformatted = JSON.stringify(JSON.parse(body), null, 1);
    expect(webhookSignatureValid(Buffer.from(reformatted), hex(WEBHOOK_SECRET, body), WEBHOOK_SECRET)).toBe(
      false,
    );
    expect(webhookSignatureValid(Buffer.from(body), hex(KEY_SECRET, body), WEBHOOK_SECRET)).toBe(false);
  });
});

describe('signatureMatches', () => {
  it('compares whole strings only, without throwing on other lengths', () => {
    expect(signatureMatches('ab12', 'ab12')).toBe(true);
    expect(signatureMatches('ab12', 'AB12')).toBe(true);
    expect(signatureMatches('ab12', 'ab1')).toBe(false);
    expect(signatureMatches('ab12', 'ab123')).toBe(false);
    expect(signatureMatches('ab12', 'ab13')).toBe(false);
  });
});
