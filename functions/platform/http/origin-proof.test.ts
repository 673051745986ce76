// Boundary: HTTP functions invoked as API Gateway would from their own endpoint, around CloudFront.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { accountOf } from '../../../test/support/marketplace';
import { handler as health } from '../../health/entry';
import { handler as profile } from '../../profile/entry';
import { ENV, ORIGIN_VERIFY_HEADER } from '../resources';
import { handler as fallback } from './fallback';

const context = { awsRequestId: 'direct' } as never;

function direct(routeKey: string, rawPath: string, headers: Record<string, string>) {
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: '',
    headers,
    isBase64Encoded: false,
    requestContext: { http: { method: routeKey.split(' ')[0], path: rawPath, sourceIp: '203.0.113.50' } },
  } as unknown as APIGatewayProxyEventV2;
}

describe('requests sent around CloudFront', () => {
  it('are refused with 403 by a public route, a signed-in route and the fallback, even with a valid token', async () => {
    const person = await accountOf('USER');
    const signedIn = { authorization: person.headers.authorization };
    const attempts = [
      () => health(direct('GET /api/v1/health', '/api/v1/health', {}), context),
      () => profile(direct('GET /api/v1/profile', '/api/v1/profile', signedIn), context),
      () =>
        profile(
          direct('GET /api/v1/profile', '/api/v1/profile', { ...signedIn, [ORIGIN_VERIFY_HEADER]: 'guess' }),
          context,
        ),
      () => fallback(direct('$default', '/api/v1/nothing-here', {}), context),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode).toBe(403);
      expect(JSON.parse(response.body ?? '')).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('are answered when they carry the origin secret CloudFront adds', async () => {
    const person = await accountOf('USER');
    const viaEdge = {
      authorization: person.headers.authorization,
      [ORIGIN_VERIFY_HEADER]: process.env[ENV.originVerify] as string,
    };
    const response = await profile(direct('GET /api/v1/profile', '/api/v1/profile', viaEdge), context);
    expect(response.statusCode).toBe(200);
    const unknown = await fallback(direct('$default', '/api/v1/nothing-here', viaEdge), context);
    expect(unknown.statusCode).toBe(404);
  });
});
