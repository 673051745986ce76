import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ORIGIN_SECRET as SECRET, withOriginSecret } from '../../../test/support/origin-secret';
import { ENV, ORIGIN_VERIFY_HEADER } from '../resources';
import { cameThroughEdge, refuseDirectRequests, resetOriginVerifySecret } from './origin-proof';

function event(headers: Record<string, string>): APIGatewayProxyEventV2 {
  return { routeKey: 'GET /api/v1/jobs', headers } as APIGatewayProxyEventV2;
}

describe('origin proof', () => {
  withOriginSecret();

  it("lets a request carrying CloudFront's secret through", async () => {
    expect(await cameThroughEdge(event({ [ORIGIN_VERIFY_HEADER]: SECRET }))).toBe(true);
    expect(await refuseDirectRequests(event({ [ORIGIN_VERIFY_HEADER]: SECRET }))).toBeUndefined();
  });

  it('refuses a request without the secret or with a wrong one: 403 in the catalogue shape', async () => {
    for (const headers of [
      {},
      ...['', 'guess', `${SECRET}x`, SECRET.slice(1)].map((wrong) => ({ [ORIGIN_VERIFY_HEADER]: wrong })),
    ]) {
      const refusal = await refuseDirectRequests(event(headers));
      expect(refusal?.statusCode).toBe(403);
      expect(JSON.parse(refusal?.body ?? '')).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    }
  });

  it('fails closed where no secret is configured', async () => {
    delete process.env[ENV.originVerify];
    resetOriginVerifySecret();
    expect(await cameThroughEdge(event({ [ORIGIN_VERIFY_HEADER]: SECRET }))).toBe(false);
    expect((await refuseDirectRequests(event({ [ORIGIN_VERIFY_HEADER]: SECRET })))?.statusCode).toBe(403);
  });
});
