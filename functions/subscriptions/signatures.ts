import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The payment provider's two signatures, both hex HMAC-SHA256: the checkout's over `order_id|payment_id`
 * with the key secret, and the webhook's over the raw request body with the webhook secret. Compared in
 * constant time (the SDK's own helpers compare strings), so a forger learns nothing from timing.
 */

export function hmacHex(secret: Buffer | string, payload: Buffer | string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Whether a hex signature someone sent equals the one computed; false for any other length or text. */
export function signatureMatches(expectedHex: string, given: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const received = Buffer.from(given.toLowerCase(), 'utf8');
  // timingSafeEqual needs equal lengths; a length tells nothing about the secret.
  return expected.length === received.length && timingSafeEqual(expected, received);
}

export function checkoutSignatureValid(
  input: { orderId: string; paymentId: string; signature: string },
  keySecret: Buffer | string,
): boolean {
  return signatureMatches(hmacHex(keySecret, `${input.orderId}|${input.paymentId}`), input.signature);
}

export function webhookSignatureValid(rawBody: Buffer, signature: string, webhookSecret: Buffer | string) {
  return signatureMatches(hmacHex(webhookSecret, rawBody), signature);
}
