/** An admin approved or rejected a recruiter application; the employer is mailed the decision. */
export const RECRUITER_APPLICATION_DECIDED = 'Recruiter Application Decided';

export interface RecruiterApplicationDecidedDetail {
  applicationId: string;
  decision: 'approved' | 'rejected';
  /** The rejection reason; null for an approval. */
  reason: string | null;
  decidedAt: string;
}
