import { timingSafeEqual } from 'node:crypto';
import { ForbiddenError } from '../errors';
import { logger } from '../logger';
import { ENV, ORIGIN_VERIFY_HEADER } from '../resources';
import { secretSetting } from '../secret-setting';
import { errorResponse } from './respond';
import type { HttpEvent, HttpResponse } from './types';

/*
 * The API's own endpoints (execute-api, or the API's custom domain) are public: a request sent there
 * directly would skip CloudFront's WAF and its viewer-address header. CloudFront proves a request passed
 * through it with a secret origin header (the local API host adds it, as it stands in for CloudFront).
 */

// A function without the secret proves nothing: every request fails the check (fail closed).
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

/** Whether the request carries CloudFront's origin secret, i.e. came through the edge. */
export async function cameThroughEdge(event: HttpEvent): Promise<boolean> {
  return sameSecret(event.headers?.[ORIGIN_VERIFY_HEADER], await originVerify.get());
}

/**
 * The first step of every HTTP function: a request sent to the API's own endpoint instead of through
 * CloudFront gets a 403 before anything else runs, so the WAF, the edge's viewer address and its rate
 * limits cannot be stepped around. Undefined lets the request through.
 */
export async function refuseDirectRequests(event: HttpEvent): Promise<HttpResponse | undefined> {
  try {
    if (await cameThroughEdge(event)) return undefined;
    logger.warn('Refused a request that did not come through CloudFront', { routeKey: event.routeKey });
    return errorResponse(new ForbiddenError());
  } catch (error) {
    return errorResponse(error);
  }
}
