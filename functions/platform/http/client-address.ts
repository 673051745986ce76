import { timingSafeEqual } from 'node:crypto';
import { ENV, ORIGIN_VERIFY_HEADER } from '../resources';
import { secretSetting } from '../secret-setting';
import type { HttpEvent } from './types';

/*
 * The API's own endpoint is public, so anyone can send a `CloudFront-Viewer-Address` header and pose as
 * any client. CloudFront proves a request passed through it with a secret header; without that proof the
 * connection's own address (API Gateway's sourceIp) is the client.
 */

// A function without the secret never trusts the header: it fails closed, to the connection address.
const originVerify = secretSetting({
  directEnv: ENV.originVerify,
  directEncoding: 'utf8',
  arnEnv: ENV.originVerifySecret,
});

/** Forgets the loaded secret; for tests that change the environment. */
export const resetOriginVerifySecret = () => originVerify.reset();

function sameSecret(presented: string | undefined, expected: Buffer | undefined): boolean {
  if (!presented || !expected) return false;
  const given = Buffer.from(presented, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `ip:port` (IPv4) or `[v6]:port` or `v6:port` as CloudFront writes it; the address without the port. */
function addressOf(viewer: string): string {
  const portAt = viewer.lastIndexOf(':');
  const address = portAt > 0 ? viewer.slice(0, portAt) : viewer;
  return address.replace(/^\[(.*)\]$/, '$1');
}

/** The client's address: CloudFront's word for it when the request provably came through CloudFront. */
export async function clientAddress(event: HttpEvent): Promise<string> {
  const headers = event.headers ?? {};
  const viewer = headers['cloudfront-viewer-address'];
  if (viewer && sameSecret(headers[ORIGIN_VERIFY_HEADER], await originVerify.get())) return addressOf(viewer);
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
