import { createOrderSchema, verifyPaymentSchema } from '../../shared/subscriptions/schemas';
import { signedInPrincipal } from '../platform/auth/principal';
import { httpRoute, httpRoutes } from '../platform/http/handler';
import { ok } from '../platform/http/types';
import { cancelSubscription } from './cancel';
import { invoiceDownload } from './invoice';
import { createOrder } from './orders';
import { currentSubscription, subscriptionHistory, subscriptionStatus } from './reads';
import { verifyPayment } from './verification';
import { planList } from './views';

export const handler = httpRoutes({
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
  'POST /subscriptions/create-order': httpRoute({ body: createOrderSchema }, async ({ body, principal }) =>
    ok(await createOrder(signedInPrincipal(principal), body)),
  ),
  'POST /subscriptions/verify-payment': httpRoute(
    { body: verifyPaymentSchema },
    async ({ body, principal }) => ok(await verifyPayment(signedInPrincipal(principal), body)),
  ),
  'POST /subscriptions/cancel': httpRoute({}, async ({ principal }) =>
    ok(await cancelSubscription(signedInPrincipal(principal))),
  ),
  'GET /subscriptions/{id}/invoice': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await invoiceDownload(signedInPrincipal(principal), pathParameters.id ?? '')),
  ),
});
