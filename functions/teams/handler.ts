import { invitationTokenSchema, inviteSchema, memberChangeSchema } from '../../shared/teams/schemas';
import { signedInPrincipal } from '../platform/auth/principal';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { created, ok } from '../platform/http/types';
import { acceptInvitation, declineInvitation } from './acceptance';
import { teamAnalytics } from './analytics';
import { cancelInvitation, invite, listInvitations, resendInvitation } from './invitations';
import { changeMember, getOrganization, listMembers, removeMember } from './members';
import { previewInvitation } from './preview';

const orgId = (pathParameters: Record<string, string>) => pathParameters.orgId ?? '';

export const routes: RouteMap = {
  'GET /organizations/{orgId}': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await getOrganization(signedInPrincipal(principal), orgId(pathParameters))),
  ),
  'GET /organizations/{orgId}/members': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await listMembers(signedInPrincipal(principal), orgId(pathParameters))),
  ),
  'PATCH /organizations/{orgId}/members/{memberId}': httpRoute(
    { body: memberChangeSchema },
    async ({ body, principal, pathParameters }) =>
      ok(
        await changeMember(
          signedInPrincipal(principal),
          orgId(pathParameters),
          pathParameters.memberId ?? '',
          body,
        ),
      ),
  ),
  'DELETE /organizations/{orgId}/members/{memberId}': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(
      await removeMember(signedInPrincipal(principal), orgId(pathParameters), pathParameters.memberId ?? ''),
    ),
  ),
  'GET /organizations/{orgId}/analytics': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await teamAnalytics(signedInPrincipal(principal), orgId(pathParameters))),
  ),
  'GET /organizations/{orgId}/invitations': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await listInvitations(signedInPrincipal(principal), orgId(pathParameters))),
  ),
  'POST /organizations/{orgId}/invite': httpRoute(
    { body: inviteSchema },
    async ({ body, principal, pathParameters }) =>
      created(await invite(signedInPrincipal(principal), orgId(pathParameters), body)),
  ),
  'DELETE /organizations/{orgId}/invitations/{invitationId}': httpRoute(
    {},
    async ({ principal, pathParameters }) =>
      ok(
        await cancelInvitation(
          signedInPrincipal(principal),
          orgId(pathParameters),
          pathParameters.invitationId ?? '',
        ),
      ),
  ),
  'POST /organizations/{orgId}/invitations/{invitationId}/resend': httpRoute(
    {},
    async ({ principal, pathParameters }) =>
      ok(
        await resendInvitation(
          signedInPrincipal(principal),
          orgId(pathParameters),
          pathParameters.invitationId ?? '',
        ),
      ),
  ),
  'POST /invitations/preview': httpRoute({ body: invitationTokenSchema }, async ({ body }) =>
    ok(await previewInvitation(body.token)),
  ),
  'POST /invitations/accept': httpRoute({ body: invitationTokenSchema }, async ({ body, principal }) =>
    ok(await acceptInvitation(signedInPrincipal(principal), body.token)),
  ),
  'POST /invitations/decline': httpRoute({ body: invitationTokenSchema }, async ({ body, principal }) =>
    ok(await declineInvitation(signedInPrincipal(principal), body.token)),
  ),
};
