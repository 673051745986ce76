// Boundary: none (test helper) - CloudFront's origin secret, configured for the tests of one describe block.
import { afterEach, beforeEach } from 'vitest';
import { resetOriginVerifySecret } from '../../functions/platform/http/origin-proof';
import { ENV } from '../../functions/platform/resources';

export const ORIGIN_SECRET = 'b3JpZ2luLXZlcmlmeS10ZXN0LXZhbHVl';

/** Gives each test of the enclosing block ORIGIN_SECRET as the functions' secret; none after it. */
export function withOriginSecret(): void {
  beforeEach(() => {
    process.env[ENV.originVerify] = ORIGIN_SECRET;
    resetOriginVerifySecret();
  });
  afterEach(() => {
    delete process.env[ENV.originVerify];
    resetOriginVerifySecret();
  });
}
