import { ACCOUNT_DELETED, INVITATION_SENT } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

const teamsApi: FunctionSpec = {
  name: 'teams-api',
  entry: 'teams/entry',
  // Reads organisations, memberships and names; writes invitations, memberships and (on joining or
  // leaving) the member's verification; announces each invitation send for the mailer.
  access: { table: 'readwrite', events: true },
};

const invitationMailer: FunctionSpec = {
  name: 'invitation-mailer',
  entry: 'teams/notify',
  // Makes the link's token, stores its hash and mails the link (which needs the site's origin).
  access: { table: 'readwrite', mail: true, siteOrigin: true },
};

const teamsCleanup: FunctionSpec = {
  name: 'teams-cleanup',
  entry: 'teams/cleanup',
  access: { table: 'readwrite' },
};

/*
 * Every route admits any signed-in person and the service decides, so each refusal says why. Members and
 * platform admins read an organisation; its team admins manage it (enterprise plan). Anyone else gets the
 * 404 of standingIn, one answer for every outsider (a role or approval check here would answer some of
 * them 403 and so tell them the id is real). Accepting or declining is for the employer the invitation
 * was mailed to, approved or not yet (joining is how they inherit the organisation's verification); anyone
 * else is told the link is for an employer account, or for another address.
 */
export const teamRoutes: RouteSpec[] = [
  { method: 'GET', path: '/organizations/{orgId}', fn: teamsApi, audience: 'authenticated' },
  { method: 'GET', path: '/organizations/{orgId}/members', fn: teamsApi, audience: 'authenticated' },
  {
    method: 'PATCH',
    path: '/organizations/{orgId}/members/{memberId}',
    fn: teamsApi,
    audience: 'authenticated',
  },
  {
    method: 'DELETE',
    path: '/organizations/{orgId}/members/{memberId}',
    fn: teamsApi,
    audience: 'authenticated',
  },
  { method: 'GET', path: '/organizations/{orgId}/invitations', fn: teamsApi, audience: 'authenticated' },
  // Team analytics (Enterprise, team admins): per-member figures of the last 90 days (analytics.ts).
  { method: 'GET', path: '/organizations/{orgId}/analytics', fn: teamsApi, audience: 'authenticated' },
  { method: 'POST', path: '/organizations/{orgId}/invite', fn: teamsApi, audience: 'authenticated' },
  {
    method: 'DELETE',
    path: '/organizations/{orgId}/invitations/{invitationId}',
    fn: teamsApi,
    audience: 'authenticated',
  },
  {
    method: 'POST',
    path: '/organizations/{orgId}/invitations/{invitationId}/resend',
    fn: teamsApi,
    audience: 'authenticated',
  },
  // Public: the link's page names the company and the inviter before the invitee signs in or up.
  {
    method: 'POST',
    path: '/invitations/preview',
    fn: teamsApi,
    audience: 'public',
    rateLimit: 'codeVerify',
  },
  { method: 'POST', path: '/invitations/accept', fn: teamsApi, audience: 'authenticated' },
  { method: 'POST', path: '/invitations/decline', fn: teamsApi, audience: 'authenticated' },
];

export const teamEventRules: EventRuleSpec[] = [
  { name: 'invitation-sent', source: EVENT_SOURCE, detailType: INVITATION_SENT, fn: invitationMailer },
  { name: 'teams-account-deleted', source: EVENT_SOURCE, detailType: ACCOUNT_DELETED, fn: teamsCleanup },
];
