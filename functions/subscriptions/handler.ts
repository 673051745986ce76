import { planList } from '../../shared/subscriptions/plan-list';
import { signedInPrincipal } from '../platform/auth/principal';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { ok } from '../platform/http/types';
import { cancelSubscription } from './cancel';
import { currentSubscription, subscriptionHistory, subscriptionStatus } from './reads';

/** Reading the plans and the organisation's subscription, and cancelling it: no provider, no files. */
export const routes: RouteMap = {
  'GET /subscriptions/plans': httpRoute({}, async () => ok(planList())),
  'GET /subscriptions/current': httpRoute({}, async ({ principal }) =>
    ok(await currentSubscription(signedInPrincipal(principal))),
  ),
  'GET /subscriptions/history': httpRoute({}, async ({ principal }) =>
    ok(await subscriptionHistory(signedInPrincipal(principal))),
  ),
  'GET /subscriptions/status': httpRoute({}, async ({ principal }) =>
    ok(await subscriptionStatus(signedInPrincipal(principal))),
  ),
  'POST /subscriptions/cancel': httpRoute({}, async ({ principal }) =>
    ok(await cancelSubscription(signedInPrincipal(principal))),
  ),
};
