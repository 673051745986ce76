import { createHash } from 'node:crypto';
import { Entity } from 'electrodb';
import { isExpired } from '../../shared/teams/rules';
import { TEAM_ROLES } from '../../shared/teams/schemas';
import { entityConfig, lazy, SERVICE } from '../platform/db';

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;

/**
 * An invitation to join an organisation. Its link's token is never stored: only the SHA-256 of the
 * token that was last mailed (gsi1 finds the invitation from it). Until a token is mailed, and once a
 * resend voids it, the hash field holds a `void#` marker no token can hash to.
 */
export const invitations = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'invitation', version: '1', service: SERVICE },
        attributes: {
          organisationId: { type: 'string', required: true },
          id: { type: 'string', required: true },
          /** Lower case: addresses compare case-insensitively. */
          email: { type: 'string', required: true },
          role: { type: TEAM_ROLES, required: true },
          invitedBy: { type: 'string', required: true },
          invitedAt: { type: 'string', required: true },
          /** Seven days after the last send. */
          expiresAt: { type: 'string', required: true },
          status: { type: INVITATION_STATUSES, required: true },
          /** How many times it was sent (1 at invitation, one more per resend). */
          sends: { type: 'number', required: true },
          /** Which send the mailer has mailed: the mailer's claim, so a redelivered event mails nothing. */
          mailedSend: { type: 'number', required: true, default: 0 },
          tokenHash: { type: 'string', required: true },
          respondedAt: { type: 'string' },
          /**
           * Whether it holds one of the organisation's seats (model/team-seats.ts): set when it opens (sent,
           * or reopened by a resend), cleared in the transaction that gives the seat back (cancelled,
           * declined, accepted, or found expired by the next invitation). Absent on an invitation written
           * before the counter: the counter's first use marks the open ones.
           */
          seatHeld: { type: 'boolean' },
        },
        indexes: {
          byOrganisation: {
            pk: { field: 'pk', composite: ['organisationId'] },
            sk: { field: 'sk', composite: ['id'] },
          },
          byToken: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['tokenHash'] },
            sk: { field: 'gsi1sk', composite: [] },
          },
        },
      },
      entityConfig(),
    ),
);

export type InvitationItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof invitations>['get']>['go']>>['data']
>;

/** What is stored and looked up instead of a link's token. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The waiting invitation a link's token opens, or undefined: a used, declined, cancelled, resent (voided)
 * or expired link opens nothing. Shared by joining (teams) and by signing up through the link (accounts).
 */
export async function waitingInvitationFor(
  token: string,
  now = new Date(),
): Promise<{ invitation: InvitationItem; tokenHash: string } | undefined> {
  const tokenHash = hashInvitationToken(token);
  const { data } = await invitations().query.byToken({ tokenHash }).go();
  const invitation = data[0];
  if (invitation?.status !== 'pending' || isExpired(invitation.expiresAt, now)) return undefined;
  return { invitation, tokenHash };
}
