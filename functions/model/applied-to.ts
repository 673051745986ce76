import { seesAnyInFull } from './applicant-access';
import type { CategorisedItem } from './application-categories';
import { applicationGuards, applications, organisationApplicants } from './applications';
import type { SubscriptionTerm } from './subscription-terms';

/*
 * Who applied where, as other features ask it: the candidates who applied to a job (matching marks them),
 * and whether a candidate applied to an organisation it sees in full (the reason its people may read the
 * candidate's profile), either from the organisation's applicant record known by key (ADR 0017; read by
 * the profile feature with the account and profile in one BatchGetItem) or from the candidate's
 * applications.
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

/** The candidates who applied to a job (one query of its guards), for views that mark them. */
export async function candidatesWhoApplied(jobId: string): Promise<Set<string>> {
  const { data } = await applicationGuards().query.byJob({ jobId }).go({ pages: 'all' });
  return new Set(data.map((guard) => guard.candidateId));
}

/**
 * Whether a candidate applied to any job of an organisation that the organisation sees in full (the IT
 * rule, access.ts): the reason its people may read the candidate's profile. One query of the candidate's
 * own applications (a handful, not the organisation's); the organisation item, which the caller read,
 * carries the subscription's term, and only a limited one reads which IT applications it opened.
 */
export async function hasAppliedTo(
  candidateId: string,
  organisation: { id: string; subscription?: SubscriptionTerm | null },
): Promise<boolean> {
  const { data } = await applications()
    .query.byCandidate({ candidateId })
    .where((attributes, { eq }) => eq(attributes.organisationId, organisation.id))
    .go({ pages: 'all', attributes: ['id', 'jobId', 'jobCategory'] });
  return seesAnyInFull(organisation, data);
}
