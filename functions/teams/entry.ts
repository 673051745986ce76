import { httpRoutes } from '../platform/http/dispatch';

// The routes' code loads with the first request that takes one of them (dispatch.ts).
const routes = () => import('./handler');

export const handler = httpRoutes({
  'GET /organizations/{orgId}': routes,
  'GET /organizations/{orgId}/members': routes,
  'PATCH /organizations/{orgId}/members/{memberId}': routes,
  'DELETE /organizations/{orgId}/members/{memberId}': routes,
  'GET /organizations/{orgId}/analytics': routes,
  'GET /organizations/{orgId}/invitations': routes,
  'POST /organizations/{orgId}/invite': routes,
  'DELETE /organizations/{orgId}/invitations/{invitationId}': routes,
  'POST /organizations/{orgId}/invitations/{invitationId}/resend': routes,
  'POST /invitations/preview': routes,
  'POST /invitations/accept': routes,
  'POST /invitations/decline': routes,
});
