import { organisationApplicants } from '../model/applications';
import type { SubscriptionTerm } from '../model/subscription-terms';
import { seesAnyInFull } from './access';
import type { CategorisedItem } from './category';

/*
 * The application reason of GET /candidates/{id} known by key (ADR 0017): the organisation's applicant
 * record (entities.ts), which the profile feature reads with the candidate's account and profile in one
 * BatchGetItem. Its own module, so that reader loads the record's entity and the IT rule, not the
 * applications service.
 */

/** The key of an organisation's record of a candidate's applications, for a read with other items. */
export const organisationApplicantKey = (organisationId: string, candidateId: string) =>
  organisationApplicants().get({ organisationId, candidateId }).params().Key as Record<string, unknown>;

/**
 * Whether the record (as stored, undefined when there is none) shows an application of the candidate that
 * the organisation sees in full: decided by the IT rule as hasAppliedTo decides it (access.ts,
 * seesAnyInFull), from the categories the record keeps, so no job is read; only a limited subscription
 * with IT applications alone reads which of them it opened (one BatchGet). False proves nothing: the
 * record holds no application made before it was kept, so the caller asks the candidate's applications.
 */
export async function recordShowsApplication(
  organisation: { id: string; subscription?: SubscriptionTerm | null },
  stored: Record<string, unknown> | undefined,
  now = new Date(),
): Promise<boolean> {
  const record = stored && organisationApplicants().parse({ Item: stored }).data;
  if (!record) return false;
  const items: CategorisedItem[] = [
    ...(record.otherApplicationIds ?? []).map((id) => ({ id, jobId: '', jobCategory: 'NON_IT' as const })),
    ...(record.itApplicationIds ?? []).map((id) => ({ id, jobId: '', jobCategory: 'IT' as const })),
  ];
  return seesAnyInFull(organisation, items, now);
}
