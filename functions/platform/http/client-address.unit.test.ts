import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ORIGIN_SECRET as SECRET, withOriginSecret } from '../../../test/support/origin-secret';
import { ENV, ORIGIN_VERIFY_HEADER } from '../resources';
import { clientAddress } from './client-address';
import { resetOriginVerifySecret } from './origin-proof';

function event(headers: Record<string, string>): APIGatewayProxyEventV2 {
  return { headers, requestContext: { http: { sourceIp: '203.0.113.9' } } } as APIGatewayProxyEventV2;
}

describe('clientAddress', () => {
  withOriginSecret();

  it("takes CloudFront's viewer address when the request carries the origin secret", async () => {
    const viewer = { 'cloudfront-viewer-address': '198.51.100.10:46532', [ORIGIN_VERIFY_HEADER]: SECRET };
    expect(await clientAddress(event(viewer))).toBe('198.51.100.10');
    const v6 = { 'cloudfront-viewer-address': '2001:db8::7:443', [ORIGIN_VERIFY_HEADER]: SECRET };
    expect(await clientAddress(event(v6))).toBe('2001:db8::7');
  });

  it('ignores a viewer address sent straight to the API, without or with a wrong secret', async () => {
    expect(await clientAddress(event({ 'cloudfront-viewer-address': '198.51.100.10:1' }))).toBe(
      '203.0.113.9',
    );
    for (const wrong of ['', 'guess', `${SECRET}x`, SECRET.slice(1)]) {
      const forged = { 'cloudfront-viewer-address': '198.51.100.10:1', [ORIGIN_VERIFY_HEADER]: wrong };
      expect(await clientAddress(event(forged))).toBe('203.0.113.9');
    }
  });

  it('fails closed where no secret is configured: the connection address counts', async () => {
    delete process.env[ENV.originVerify];
    resetOriginVerifySecret();
    const viewer = { 'cloudfront-viewer-address': '198.51.100.10:1', [ORIGIN_VERIFY_HEADER]: SECRET };
    expect(await clientAddress(event(viewer))).toBe('203.0.113.9');
  });

  it('uses the connection address when CloudFront sent none', async () => {
    expect(await clientAddress(event({ [ORIGIN_VERIFY_HEADER]: SECRET }))).toBe('203.0.113.9');
  });
});
