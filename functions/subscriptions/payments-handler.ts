import { createOrderSchema, verifyPaymentSchema } from '../../shared/subscriptions/schemas';
import { signedInPrincipal } from '../platform/auth/principal';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { ok } from '../platform/http/types';
import { createOrder } from './orders';
import { verifyPayment } from './verification';

/** Buying: the only routes that talk to the payment provider, so only they carry its SDK and secrets. */
export const routes: RouteMap = {
  'POST /subscriptions/create-order': httpRoute({ body: createOrderSchema }, async ({ body, principal }) =>
    ok(await createOrder(signedInPrincipal(principal), body)),
  ),
  'POST /subscriptions/verify-payment': httpRoute(
    { body: verifyPaymentSchema },
    async ({ body, principal }) => ok(await verifyPayment(signedInPrincipal(principal), body)),
  ),
};
