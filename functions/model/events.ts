import type { CandidateSummary } from '../../shared/candidates/reach';
import type { ApplicationStatus, EmployerStatus } from '../../shared/jobs/options';
import type { JobSummary } from '../../shared/jobs/types';
import type { CandidateMatchData } from '../../shared/matching/scorer';

/*
 * Every event this application publishes, as the contract both sides read: its detail type (the name on
 * the bus) and the shape of its detail. A consumer imports the contract from here, never the feature that
 * publishes it, so either side can change its code without the other. All events have the one source,
 * EVENT_SOURCE (platform/resources.ts). EVENT_CONTRACTS at the end names each event's producer and
 * consumers; a test holds it to the rule table.
 */

/** Published after every change of a job (created, edited, paused, activated, deleted). The detail carries
 * the job as it now is, so a consumer (the search index, matching, ...) needs no read of its own; it keeps
 * the highest `version` it applied and ignores older ones, so redelivery and reordering are safe.
 */
export const JOB_CHANGED = 'Job Changed';

export interface JobChangedDetail {
  jobId: string;
  /** Grows with every write of the job; a delete takes the next number too. */
  version: number;
  /** The job now, or null once it is deleted. */
  job: (JobSummary & { isActive: boolean; organisationId: string }) | null;
}

/** Published when a person deletes their account; each feature removes what it holds of them. */
export const ACCOUNT_DELETED = 'Account Deleted';

export interface AccountDeletedDetail {
  userId: string;
}

/**
 * A 16 or 17 year old signed up (or asked for the mail again): their parent or guardian is mailed the link
 * that confirms their consent (ADR 0036). The address is read from the account, never carried here.
 */
export const GUARDIAN_CONSENT_REQUESTED = 'Guardian Consent Requested';

export interface GuardianConsentRequestedDetail {
  accountId: string;
}

/** An account's email was changed: the previous address is told, with a link that undoes it. */
export const EMAIL_CHANGED = 'Email Changed';

export interface EmailChangedDetail {
  changeId: string;
}

/**
 * Someone asked for a password reset code. Published for every address, known or not, so the request does
 * the same work either way; the mailer makes and mails a code only when the address has an account.
 */
export const PASSWORD_RESET_REQUESTED = 'Password Reset Requested';

export interface PasswordResetRequestedDetail {
  email: string;
}

/**
 * A visitor subscribed an address to a job alert (ADR 0035): the confirmation mail, with its signed link,
 * is sent by the job alerts' mailer, which knows the site's address (the API does not).
 */
export const JOB_ALERT_REQUESTED = 'Job Alert Requested';

export interface JobAlertRequestedDetail {
  subscriberId: string;
  alertId: string;
  /** One subscription request: a repeated delivery of it mails once, a new request mails again. */
  requestId: string;
}

/** A candidate applied to a job (mails to the employer and candidate are built on it later). */
export const APPLICATION_SUBMITTED = 'Application Submitted';

export interface ApplicationSubmittedDetail {
  applicationId: string;
  jobId: string;
  candidateId: string;
  organisationId: string;
  appliedAt: string;
}

/** An employer moved an application to another status. */
export const APPLICATION_STATUS_CHANGED = 'Application Status Changed';

export interface ApplicationStatusChangedDetail {
  applicationId: string;
  jobId: string;
  candidateId: string;
  organisationId: string;
  from: ApplicationStatus;
  /** Only employers move applications this way; a candidate's withdrawal announces nothing. */
  to: EmployerStatus;
  /** The user who changed it. */
  by: string;
  at: string;
}

/**
 * Published after a write to a candidate's profile changed what matching reads (or whether the candidate
 * takes part in it). The detail carries the data whole, so the consumer needs no read of the profile; it
 * keeps the highest `version` it applied and ignores older ones, so redelivery and reordering are safe.
 */
export const CANDIDATE_MATCHING_CHANGED = 'Candidate Matching Changed';

/** How the candidate reads in an employer's list of matching candidates. */
export interface CandidateCard {
  firstName: string;
  lastName: string;
  headline: string | null;
  location: string | null;
  experienceYears: number;
  isPublic: boolean;
}

export interface CandidateMatchingChangedDetail {
  candidateId: string;
  /** The profile item's version: grows with every write. */
  version: number;
  /** Null when the candidate does not take part (matching off or its data missing). */
  matching: { data: CandidateMatchData; card: CandidateCard } | null;
}

/**
 * Published when a save changes how a candidate appears in employers' candidate search (ADR 0033): the
 * entry as it now is, or null when the candidate is not searchable (private, or not open to contact).
 * The index keeps the highest version it applied.
 */
export const CANDIDATE_SEARCH_CHANGED = 'Candidate Search Entry Changed';

export interface CandidateSearchChangedDetail {
  candidateId: string;
  version: number;
  entry: CandidateSearchEntry | null;
}

/** A searchable candidate: the summary results show, and where they are (a place key, shared/jobs/places). */
export interface CandidateSearchEntry {
  summary: CandidateSummary;
  place: string | null;
}

/** Published when an organisation invites a matching candidate to apply; a rule mails the candidate. */
export const CANDIDATE_INVITED = 'Candidate Invited To Apply';

export interface CandidateInvitedDetail {
  jobId: string;
  candidateId: string;
  invitedAt: string;
}

/** An employer submitted a recruiter application: the admins who take these notices are mailed. */
export const RECRUITER_APPLICATION_SUBMITTED = 'Recruiter Application Submitted';

export interface RecruiterApplicationSubmittedDetail {
  applicationId: string;
  submittedAt: string;
}

/** An admin approved or rejected a recruiter application; the employer is mailed the decision. */
export const RECRUITER_APPLICATION_DECIDED = 'Recruiter Application Decided';

export interface RecruiterApplicationDecidedDetail {
  applicationId: string;
  decision: 'approved' | 'rejected';
  /** The rejection reason; null for an approval. */
  reason: string | null;
  decidedAt: string;
}

/**
 * An admin paused or removed a job and said why: the employer is mailed the reason. The detail names the
 * job as it was, so the mail needs no read of a job that may be gone; `version` is the job's after the
 * change, so each moderation is mailed once however often the event arrives.
 */
export const JOB_MODERATED = 'Job Moderated';

export interface JobModeratedDetail {
  jobId: string;
  version: number;
  action: 'paused' | 'removed';
  reason: string;
  title: string;
  companyName: string;
  organisationId: string;
  /** Who posted the job: the employer the mail goes to (the organisation's owner when an admin posted it). */
  postedBy: string;
  at: string;
}

/**
 * An admin restored or removed a job that people reported (issue 33): each reporter of that round is mailed
 * the outcome once (the mailer claims per reporter, so a repeated delivery mails nobody twice). The detail
 * names the job as it was, since a removed job is gone.
 */
export const JOB_REPORTS_DECIDED = 'Job Reports Decided';

export interface JobReportsDecidedDetail {
  jobId: string;
  /** The report round decided: its reporters are the ones told. */
  round: number;
  outcome: 'restored' | 'removed';
  title: string;
  companyName: string;
  at: string;
}

/** A payment activated a subscription: its receipt is to be mailed. */
export const SUBSCRIPTION_ACTIVATED = 'Subscription Activated';

export interface SubscriptionActivatedDetail {
  organisationId: string;
  subscriptionId: string;
}

/**
 * A paid order that no longer made sense was refunded and its credit note issued: the buyer is told why,
 * once (the mailer claims the credit note).
 */
export const PAYMENT_REFUNDED = 'Payment Refunded';

export interface PaymentRefundedDetail {
  organisationId: string;
  creditNoteId: string;
}

/** An invitation is to be mailed: a new one, or a resend (which voided the previous link). */
export const INVITATION_SENT = 'Invitation Sent';

export interface InvitationSentDetail {
  organisationId: string;
  invitationId: string;
  /** Which send this is; the mailer mails only the invitation's current one. */
  send: number;
}

/** A visitor's message was stored: support and the visitor are mailed from it. */
export const CONTACT_MESSAGE_RECEIVED = 'Contact Message Received';

export interface ContactMessageReceivedDetail {
  id: string;
}

/**
 * A privacy request was filed, confirmed or moved through the admins' queue (ADR 0038): the person is
 * mailed the step's mail, once a step.
 */
export const PRIVACY_REQUEST_CHANGED = 'Privacy Request Changed';

export interface PrivacyRequestChangedDetail {
  requestId: string;
  /** The status the request reached; the mailer mails it only while the request still has it. */
  status: 'unconfirmed' | 'received' | 'in_progress' | 'resolved' | 'rejected';
}

/**
 * Published after a company's profile changed (edited, a new logo, an identity change decided): its page
 * and the sitemap are published again. Carries only the id: the publisher reads the company as it is.
 */
export const COMPANY_CHANGED = 'Company Changed';

export interface CompanyChangedDetail {
  companyId: string;
}

/** An admin approved or rejected a change of a company's name or website: the requester is mailed. */
export const COMPANY_CHANGE_DECIDED = 'Company Change Decided';

export interface CompanyChangeDecidedDetail {
  companyId: string;
  requestedBy: string;
  requestedAt: string;
  decision: 'approved' | 'rejected';
  name?: string;
  website?: string;
  /** The company's name when decided (the new one once approved). */
  companyName: string;
  reason: string | null;
}

export interface EventContract {
  /** The feature folder (under functions/) that publishes the event. */
  producer: string;
  /** The feature folders whose rules receive it. */
  consumers: string[];
}

/**
 * A person asked for their data and the account is large (shared/privacy/data-export.ts): the privacy
 * worker builds the file, stores it and mails a short-lived link, once per request.
 */
export const DATA_EXPORT_REQUESTED = 'Data Export Requested';

export interface DataExportRequestedDetail {
  accountId: string;
  requestId: string;
}

/** Who publishes each event and who listens: the map of the bus, kept true by events.unit.test.ts. */
export const EVENT_CONTRACTS: Record<string, EventContract> = {
  [JOB_CHANGED]: {
    producer: 'jobs',
    consumers: ['job-search', 'job-suggest', 'matching', 'saved-jobs', 'site-publishing', 'job-alerts'],
  },
  [ACCOUNT_DELETED]: {
    producer: 'accounts',
    consumers: [
      'applications',
      'candidate-search',
      'job-alerts',
      'consents',
      'jobs',
      'matching',
      'notifications',
      'privacy',
      'profile',
      'recruiter-verification',
      'resume-parsing',
      'saved-jobs',
      'teams',
    ],
  },
  [EMAIL_CHANGED]: { producer: 'accounts', consumers: ['accounts'] },
  [GUARDIAN_CONSENT_REQUESTED]: { producer: 'accounts', consumers: ['consents'] },
  [PASSWORD_RESET_REQUESTED]: { producer: 'accounts', consumers: ['accounts'] },
  [JOB_ALERT_REQUESTED]: { producer: 'job-alerts', consumers: ['job-alerts'] },
  [APPLICATION_SUBMITTED]: { producer: 'applications', consumers: ['matching', 'applications'] },
  [APPLICATION_STATUS_CHANGED]: { producer: 'applications', consumers: ['applications'] },
  [CANDIDATE_MATCHING_CHANGED]: { producer: 'profile', consumers: ['matching'] },
  [CANDIDATE_SEARCH_CHANGED]: { producer: 'profile', consumers: ['candidate-search'] },
  [CANDIDATE_INVITED]: { producer: 'matching', consumers: ['matching'] },
  [RECRUITER_APPLICATION_DECIDED]: {
    producer: 'recruiter-verification',
    consumers: ['recruiter-verification'],
  },
  // The admin's notices share one mailer: recruiter-verification's (ADR 0002, the stack's size).
  [JOB_MODERATED]: { producer: 'jobs', consumers: ['recruiter-verification'] },
  [RECRUITER_APPLICATION_SUBMITTED]: {
    producer: 'recruiter-verification',
    consumers: ['recruiter-verification'],
  },
  [JOB_REPORTS_DECIDED]: { producer: 'jobs', consumers: ['recruiter-verification'] },
  [SUBSCRIPTION_ACTIVATED]: { producer: 'subscriptions', consumers: ['subscriptions'] },
  [PAYMENT_REFUNDED]: { producer: 'subscriptions', consumers: ['subscriptions'] },
  [INVITATION_SENT]: { producer: 'teams', consumers: ['teams'] },
  [CONTACT_MESSAGE_RECEIVED]: { producer: 'contact', consumers: ['contact'] },
  [PRIVACY_REQUEST_CHANGED]: { producer: 'privacy', consumers: ['privacy'] },
  // Recruiter verification announces the company it creates at approval too.
  [COMPANY_CHANGED]: { producer: 'companies', consumers: ['site-publishing'] },
  [COMPANY_CHANGE_DECIDED]: { producer: 'companies', consumers: ['recruiter-verification'] },
  [DATA_EXPORT_REQUESTED]: { producer: 'privacy', consumers: ['privacy'] },
};
