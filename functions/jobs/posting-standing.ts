import {
  type PostingStanding,
  REPORT_MESSAGES,
  removalsSuspend,
  removalsWithin,
} from '../../shared/jobs/reports';
import { membershipOf } from '../model/organisation-members';
import { organisations } from '../model/organisations';
import { findStanding, postingStandings, toStanding } from '../model/posting-standing';
import type { Principal } from '../platform/auth/principal';
import { isConditionalFailure } from '../platform/conditional-failure';
import { ConflictError, NotFoundError } from '../platform/errors';

/*
 * Whether an organisation may post (issue 33): two of its jobs removed by an admin within 90 days suspend
 * its posting, as does an admin from the moderation queue; only an admin lifts it. The rule is in
 * shared/jobs/reports.ts; here the record is kept, guarded by its `version` so two removals at once both
 * count.
 */

const ATTEMPTS = 3;

async function writeStanding(
  organisationId: string,
  change: (
    removedAt: string[],
    suspended: boolean,
  ) => {
    removedAt: string[];
    /** A suspension to set, null to lift one, undefined to leave it as it is. */
    suspend?: { reason: string; by: string } | null;
  },
  now: Date,
): Promise<PostingStanding> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await findStanding(organisationId);
    const next = change(removalsWithin(current?.removedAt ?? [], now), !!current?.suspendedAt);
    const at = now.toISOString();
    let update = postingStandings()
      .update({ organisationId })
      .set({
        removedAt: next.removedAt,
        updatedAt: at,
        version: (current?.version ?? 0) + 1,
        ...(next.suspend
          ? { suspendedAt: at, suspendedReason: next.suspend.reason, suspendedBy: next.suspend.by }
          : {}),
      });
    if (next.suspend === null)
      update = update.remove(['suspendedAt', 'suspendedReason', 'suspendedBy']) as typeof update;
    const written = await update
      .where((attributes, { eq, notExists }) =>
        current ? eq(attributes.version, current.version) : notExists(attributes.version),
      )
      .go({ response: 'all_new' })
      .then(({ data }) => data)
      .catch((error: unknown) => {
        if (isConditionalFailure(error)) return undefined;
        throw error;
      });
    if (written) return toStanding(written as never, now);
  }
  throw new ConflictError(REPORT_MESSAGES.decisionFailed);
}

/** Counts an admin's removal of one of the organisation's jobs; the second within the window suspends. */
export function recordRemoval(organisationId: string, now: Date): Promise<PostingStanding> {
  return writeStanding(
    organisationId,
    (removedAt, suspended) => {
      const next = [...removedAt, now.toISOString()];
      return {
        removedAt: next,
        suspend:
          !suspended && removalsSuspend(next, now)
            ? { reason: REPORT_MESSAGES.suspendedByRule, by: 'rule' }
            : undefined,
      };
    },
    now,
  );
}

async function requireOrganisation(organisationId: string) {
  const { data } = organisationId ? await organisations().get({ id: organisationId }).go() : { data: null };
  if (!data) throw new NotFoundError(REPORT_MESSAGES.organisationNotFound);
}

/** An admin suspends an organisation's posting, with a reason its employers read on the post-job screen. */
export async function suspendPosting(
  principal: Principal,
  organisationId: string,
  reason: string,
  now = new Date(),
): Promise<PostingStanding> {
  await requireOrganisation(organisationId);
  return writeStanding(
    organisationId,
    (removedAt) => ({ removedAt, suspend: { reason, by: principal.record.id } }),
    now,
  );
}

/** An admin lifts a suspension (by the rule or by an admin); the removals still count towards the next. */
export async function liftPosting(organisationId: string, now = new Date()): Promise<PostingStanding> {
  await requireOrganisation(organisationId);
  return writeStanding(organisationId, (removedAt) => ({ removedAt, suspend: null }), now);
}

/**
 * Refuses a post for an organisation whose posting is suspended, saying why: a 409 (the organisation's
 * state forbids it for now), whose message the web shows as it is, where a 403's is replaced by the
 * catalogue's fixed text.
 */
export async function requirePostingAllowed(organisationId: string): Promise<void> {
  const standing = await findStanding(organisationId);
  if (standing?.suspendedAt) throw new ConflictError(REPORT_MESSAGES.postingSuspended);
}

/** GET /jobs/posting-standing: the caller's organisation's standing (an admin posts for any, so never). */
export async function myPostingStanding(principal: Principal, now = new Date()): Promise<PostingStanding> {
  if (principal.user.role === 'admin') return toStanding(undefined, now);
  const membership = await membershipOf(principal);
  return toStanding(membership ? await findStanding(membership.organisationId) : undefined, now);
}
