import type { AccessActor, AccessKind } from './access-log';
import type { JsonResume } from './json-resume';

/*
 * "Download my data" (DPDP Act, the right to a summary of one's personal data; ADR 0037): one JSON file
 * with everything Jobmatch holds about the person, and their profile as a JSON Resume.
 */

/**
 * Accounts above this many applications or access-log entries are prepared in the background and mailed
 * as a link: the file is then large enough (hundreds of items, each with its history) that building it
 * inside a request would keep the person waiting and risk the API's time limit.
 */
export const EXPORT_INLINE_LIMITS = { applications: 100, accessLog: 500 } as const;

/** How long the mailed link works. Short: it is a bearer credential to everything the account holds. */
export const EXPORT_LINK_HOURS = 1;

export const DATA_EXPORT_MESSAGES = {
  downloaded: 'Your data has been downloaded as a JSON file.',
  mailed: (email: string) =>
    `Your account holds a lot of data, so we are preparing the file in the background. We will email a download link to ${email} within a few minutes; the link works for ${EXPORT_LINK_HOURS} hour.`,
} as const;

export interface ExportedAccessEntry {
  at: string;
  kind: AccessKind;
  actor: AccessActor;
  organisationName: string | null;
}

/** The file. Sections a feature adds later (job alerts, consents) are always present, empty until then. */
export interface DataExport {
  format: 'jobmatch-data-export';
  version: 1;
  exportedAt: string;
  account: Record<string, unknown>;
  profile: Record<string, unknown> | null;
  jsonResume: JsonResume | null;
  applications: Record<string, unknown>[];
  savedJobs: Record<string, unknown>[];
  jobAlerts: Record<string, unknown>[];
  notificationPreferences: Record<string, string>;
  consents: Record<string, unknown>[];
  /** Who opened the person's profile, resume or contact details, and admins' reads of their data. */
  accessLog: ExportedAccessEntry[];
  /** An employer's own side: their membership and organisation, their recruiter applications. */
  employer: {
    membership: Record<string, unknown> | null;
    organisation: { id: string; name: string } | null;
    recruiterApplications: Record<string, unknown>[];
  } | null;
}

export type DataExportAnswer =
  | { delivery: 'download'; fileName: string; data: DataExport }
  | { delivery: 'mailed'; email: string };

/** The file's name: the product and the day, never the person's name (it may be shared by mistake). */
export const exportFileName = (exportedAt: string) => `jobmatch-data-${exportedAt.slice(0, 10)}.json`;
