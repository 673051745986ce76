/*
 * The access log (DPDP Act; ADR 0037): every time an employer opens a person's profile, resume or contact
 * details, and every admin read of a person's personal data. The person sees theirs (employers by
 * organisation), admins see any person's for audits.
 */

/** What was opened. `applicantResume` is the resume an application carried; the rest are read live. */
export const ACCESS_KINDS = [
  'profile',
  'resume',
  'applicantResume',
  'contact',
  'recruiterDocument',
  'accessLog',
] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** The words every screen shows for a kind (the person's card, the admin audit view). */
export const ACCESS_KIND_LABELS: Record<AccessKind, string> = {
  profile: 'Profile',
  resume: 'Resume',
  applicantResume: 'Resume sent with an application',
  contact: 'Contact details',
  recruiterDocument: 'Recruiter verification document',
  accessLog: 'Access log',
};

/** Kept at least the year the DPDP Rules ask for, with a margin for audits that start late. */
export const ACCESS_LOG_KEPT_DAYS = 400;

/** How far back the person's list and the admin view read (the log itself is kept longer). */
export const ACCESS_LOG_SHOWN_DAYS = 365;

export type AccessActor = 'employer' | 'admin';

/** One entry as the person sees it: the organisation, never the member who opened it. */
export interface OwnAccessEntry {
  at: string;
  kind: AccessKind;
  actor: AccessActor;
  /** The organisation's current name; null for an admin of Jobmatch or an organisation since closed. */
  organisationName: string | null;
}

/** The person's own log: one group per organisation (admins of Jobmatch as one), latest first. */
export interface OwnAccessLog {
  groups: {
    organisationName: string | null;
    actor: AccessActor;
    lastAt: string;
    entries: OwnAccessEntry[];
  }[];
}

/** One entry as an admin audits it: ids of who opened it, never copies of what was read. */
export interface AuditAccessEntry {
  at: string;
  kind: AccessKind;
  actor: AccessActor;
  personId: string;
  actorId: string;
  organisationId: string | null;
  organisationName: string | null;
}

export interface AuditAccessLog {
  /** The person the view is filtered by, when one was asked for and found. */
  person: { id: string; email: string; name: string } | null;
  entries: AuditAccessEntry[];
}

export const PRIVACY_API = {
  accessLog: '/privacy/access-log', // GET -> OwnAccessLog
  adminAccessLog: '/admin/access-log', // GET ?email= | ?day=YYYY-MM-DD -> AuditAccessLog
  dataExport: '/privacy/export', // POST -> DataExportAnswer
} as const;
