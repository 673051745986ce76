import { httpRoutes } from '../platform/http/dispatch';

// The routes' code loads with the first request that takes one of them (dispatch.ts).
const routes = () => import('./payments-handler');

export const handler = httpRoutes({
  'POST /subscriptions/create-order': routes,
  'POST /subscriptions/verify-payment': routes,
});
