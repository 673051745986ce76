import { createWriteTransaction } from 'electrodb';
import { findUserById } from '../model/accounts';
import type { AccountDeletedDetail } from '../model/events';
import { memberships } from '../model/memberships';
import { findOrganisation } from '../model/organisation-members';
import { teamSeats } from '../model/team-seats';
import { eventTarget } from '../platform/event-target';
import { logger } from '../platform/logger';
import { seatCounter, seatsMoved, transactRetrying } from './seats';

/**
 * A deleted account leaves its team (ADR 0006), giving its seat back on the counter. An owner's membership stays: the
 * organisation, its jobs and its company are not theirs alone to end, and what becomes of an organisation
 * without its owner is not decided yet. The deletion itself marked the membership and removed its copy
 * of the account (ADR 0017); a deletion that did not (one by code deployed before) is marked here, so the
 * team list leaves the owner out either way. Deleting again finds nothing and does nothing.
 */
export async function leaveTeamOf(userId: string, now = new Date()): Promise<void> {
  const { data: membership } = await memberships().get({ userId }).go();
  if (!membership) return;
  const owner = membership.owner ?? (await findOrganisation(membership.organisationId))?.ownerId === userId;
  if (!owner) {
    await leaveSeat(userId, membership.organisationId, now);
    return;
  }
  logger.info('A deleted account owned its organisation; its membership is kept', {
    organisationId: membership.organisationId,
  });
  // Only an account that is really gone (the event names no other, but a stray one must not hide a member).
  const marked = membership.accountDeletedAt !== undefined && membership.owner !== undefined;
  if (!marked && !(await findUserById(userId))) {
    await memberships()
      .patch({ userId })
      .set({ accountDeletedAt: membership.accountDeletedAt ?? now.toISOString(), owner: true })
      .remove(['firstName', 'lastName', 'email'])
      .go();
  }
}

/**
 * The membership goes with its seat, in one transaction. A membership already gone (a redelivered event,
 * a removal at the same moment) refuses the delete, and nothing is counted twice.
 */
async function leaveSeat(userId: string, organisationId: string, now: Date): Promise<void> {
  const organisation = await findOrganisation(organisationId);
  if (!organisation) {
    await memberships().delete({ userId }).go();
    return;
  }
  await seatCounter(organisation, now);
  await transactRetrying(() =>
    createWriteTransaction({ membership: memberships(), seats: teamSeats() }, (entities) => [
      entities.membership
        .delete({ userId })
        .where((attributes, { eq }) => eq(attributes.organisationId, organisationId))
        .commit(),
      seatsMoved(entities.seats, organisationId, { seats: -1, members: -1 }, now),
    ]).go(),
  );
}

export const handler = eventTarget<AccountDeletedDetail>((detail) => leaveTeamOf(detail.userId));
