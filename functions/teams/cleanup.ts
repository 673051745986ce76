import type { AccountDeletedDetail } from '../accounts/events';
import { findOrganisation } from '../organisations/service';
import { memberships } from '../platform/auth/memberships';
import { eventTarget } from '../platform/event-target';
import { logger } from '../platform/logger';

/**
 * A deleted account leaves its team (ADR 0006), giving its seat back. An owner's membership stays: the
 * organisation, its jobs and its company are not theirs alone to end, and what becomes of an organisation
 * without its owner is not decided yet. Deleting again finds nothing and does nothing.
 */
export async function leaveTeamOf(userId: string): Promise<void> {
  const { data: membership } = await memberships().get({ userId }).go();
  if (!membership) return;
  const organisation = await findOrganisation(membership.organisationId);
  if (organisation?.ownerId === userId) {
    logger.info('A deleted account owned its organisation; its membership is kept', {
      organisationId: membership.organisationId,
    });
    return;
  }
  await memberships().delete({ userId }).go();
}

export const handler = eventTarget<AccountDeletedDetail>((detail) => leaveTeamOf(detail.userId));
