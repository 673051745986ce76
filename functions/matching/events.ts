/** Published when an organisation invites a matching candidate to apply; a rule mails the candidate. */
export const CANDIDATE_INVITED = 'Candidate Invited To Apply';

export interface CandidateInvitedDetail {
  jobId: string;
  candidateId: string;
  invitedAt: string;
}
