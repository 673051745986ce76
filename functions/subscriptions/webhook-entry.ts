import { httpRoutes } from '../platform/http/dispatch';

// The routes' code loads with the first request that takes one of them (dispatch.ts).
const routes = () => import('./webhook-handler');

export const handler = httpRoutes({
  'POST /payments/razorpay/webhook': routes,
});
