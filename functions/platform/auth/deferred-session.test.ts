// Boundary: a route whose function reads the caller's account with its own batch (deferAccount), against DynamoDB Local.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { endSessionsOf } from '../../../test/support/accounts';
import { accountOf, candidate } from '../../../test/support/marketplace';
import { roundTripsOf } from '../../../test/support/round-trips';
import { NotFoundError } from '../errors';
import { httpRoute } from '../http/handler';
import { ok } from '../http/types';
import { ENV, ORIGIN_VERIFY_HEADER } from '../resources';

// Any candidate route of the table: the guard takes who may call it from there.
const ROUTE = 'GET /api/v1/candidates/top-matches';

const call = async (route: ReturnType<typeof httpRoute>, authorization: string) => {
  const response = await route(
    {
      routeKey: ROUTE,
      rawPath: '/api/v1/candidates/top-matches',
      headers: { [ORIGIN_VERIFY_HEADER]: process.env[ENV.originVerify] as string, authorization },
    } as unknown as APIGatewayProxyEventV2,
    { awsRequestId: 'test' } as never,
  );
  return { status: response.statusCode, json: JSON.parse(String(response.body)) };
};

describe('a route that reads the account with its own batch', () => {
  it('answers only once the account vouches for the caller, also when the function never read it', async () => {
    // The function answers the token's user's own data and never reads the account itself.
    const answers = httpRoute({ deferAccount: true }, async ({ session }) => ok({ owner: session?.userId }));
    const seeker = await candidate(false);
    const { requests } = await roundTripsOf(() => call(answers, seeker.headers.authorization));
    // The route read the account after the function: one GetItem.
    expect(requests).toBe(1);
    expect(await call(answers, seeker.headers.authorization)).toEqual({
      status: 200,
      json: { data: { owner: seeker.record.id } },
    });
    // Another role: the audience is decided from the account, as the guard decides it.
    const employer = await accountOf('EMPLOYER', 'approved');
    expect((await call(answers, employer.headers.authorization)).json).toMatchObject({ code: 'FORBIDDEN' });
    await endSessionsOf(seeker.record.id);
    const refused = await call(answers, seeker.headers.authorization);
    expect(refused.status).toBe(401);
    expect(refused.json.data).toBeUndefined();
  });

  it("puts the account's refusal before the function's own error", async () => {
    const fails = httpRoute({ deferAccount: true }, async () => {
      throw new NotFoundError('Nothing of yours here');
    });
    const seeker = await candidate(false);
    expect(await call(fails, seeker.headers.authorization)).toMatchObject({
      status: 404,
      json: { message: 'Nothing of yours here' },
    });
    await endSessionsOf(seeker.record.id);
    expect((await call(fails, seeker.headers.authorization)).status).toBe(401);
  });

  it('refuses a missing or forged token before the function runs', async () => {
    let ran = false;
    const route = httpRoute({ deferAccount: true }, async () => {
      ran = true;
      return ok(null);
    });
    expect((await call(route, '')).status).toBe(401);
    expect((await call(route, 'Bearer not.a.token')).status).toBe(401);
    expect(ran).toBe(false);
  });
});
