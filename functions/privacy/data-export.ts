import { type AlertSearch, alertName } from '../../shared/job-alerts/search';
import { NOTIFICATION_KINDS } from '../../shared/notifications/kinds';
import { ACCESS_LOG_KEPT_DAYS } from '../../shared/privacy/access-log';
import type { DataExport } from '../../shared/privacy/data-export';
import { toJsonResume } from '../../shared/privacy/json-resume';
import { accessLogOf } from '../model/access-log';
import type { UserRecord } from '../model/accounts';
import { applications } from '../model/applications';
import { consentHistory } from '../model/consent-records';
import { alertsOf } from '../model/job-alerts';
import { notificationPreferences } from '../model/notification-preferences';
import { organisationOf } from '../model/organisation-members';
import { organisations } from '../model/organisations';
import { readProfileItem } from '../model/own-profile';
import { presentProfile } from '../model/profile-presentation';
import { recruiterApplicants, recruiterApplications } from '../model/recruiter-applications';
import { savedJobs } from '../model/saved-jobs';
import { organisationNames } from './access-log';

/*
 * Everything held about one person, as the export file carries it (ADR 0037). Each section is read by one
 * function, so a feature that adds data about a person adds its reader here. What is left out, and why:
 * the password hash and session bookkeeping (secrets, not data about the person); other people's ids (who
 * moved an application, which admin reviewed); employers' notes on an application (the organisation's
 * working notes, ADR 0037); search index postings and counters (copies of the profile, which is here).
 */

const DAY_MS = 86_400_000;

/** Drops keys whose value is undefined or null, so the file shows what is held and nothing invented. */
const held = (value: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null));

/** The account without its secrets. */
function accountSection(record: UserRecord): Record<string, unknown> {
  return held({
    id: record.id,
    email: record.email,
    firstName: record.firstName,
    lastName: record.lastName,
    role: record.role,
    approvalStatus: record.approvalStatus,
    rejectionReason: record.rejectionReason,
    companyName: record.companyName,
    jobTitle: record.jobTitle,
    linkedinProfile: record.linkedinProfile,
    consentedAt: record.consentedAt,
    emailVerifiedAt: record.emailVerifiedAt,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  });
}

async function profileSections(record: UserRecord): Promise<Pick<DataExport, 'profile' | 'jsonResume'>> {
  if (record.role !== 'USER') return { profile: null, jsonResume: null };
  const item = await readProfileItem(record.id, true);
  const profile = await presentProfile(item, record, true);
  // A picture's address is a five-minute link: useless in a file. Its file name says one is held.
  const picture = (item?.avatar as { fileName?: string } | undefined)?.fileName ?? null;
  const { completion: _derived, isOwn: _view, ...stored } = profile;
  return {
    profile: { ...stored, user: { ...stored.user, profilePictureUrl: null }, profilePicture: picture },
    jsonResume: toJsonResume(profile, { email: record.email, phone: profile.phone }),
  };
}

async function applicationsSection(personId: string): Promise<Record<string, unknown>[]> {
  const { data } = await applications().query.byCandidate({ candidateId: personId }).go({ pages: 'all' });
  return data
    .map((application) => {
      const job = application.job as {
        id: string;
        title: string;
        company?: { name?: string };
        location?: string;
      };
      const history = (application.history as { from?: string; to: string; at: string }[]) ?? [];
      return held({
        id: application.id,
        job: held({ id: job.id, title: job.title, company: job.company?.name, location: job.location }),
        status: application.status,
        appliedAt: application.appliedAt,
        updatedAt: application.updatedAt,
        coverLetter: application.coverLetter,
        resumeFileName: (application.resume as { fileName?: string } | undefined)?.fileName,
        // Each change's time and statuses; not who made it (another person's account).
        history: history.map((change) => held({ from: change.from, to: change.to, at: change.at })),
      });
    })
    .sort((a, b) => String(b.appliedAt).localeCompare(String(a.appliedAt)));
}

async function savedJobsSection(personId: string): Promise<Record<string, unknown>[]> {
  const { data } = await savedJobs().query.byCandidate({ candidateId: personId }).go({ pages: 'all' });
  return data.map((saved) => {
    const job = (saved.job ?? {}) as { title?: string; company?: { name?: string } };
    return held({ jobId: saved.jobId, savedAt: saved.savedAt, title: job.title, company: job.company?.name });
  });
}

/** The person's choices of optional mails as stored; a kind never chosen is absent (its default applies). */
async function notificationSection(personId: string): Promise<Record<string, string>> {
  const { data } = await notificationPreferences().get({ accountId: personId }).go();
  if (!data) return {};
  const choices = data as unknown as Record<string, string | undefined>;
  return Object.fromEntries(
    NOTIFICATION_KINDS.flatMap((kind) => (choices[kind] ? [[kind, choices[kind] as string]] : [])),
  );
}

/** The person's job alerts (ADR 0035): each saved search by its name, how often, and since when. */
export async function jobAlertsOf(personId: string): Promise<Record<string, unknown>[]> {
  const alerts = await alertsOf(personId);
  return alerts
    .filter((alert) => alert.status !== 'pending')
    .map((alert) => ({
      name: alertName(alert.search as AlertSearch),
      search: alert.search,
      frequency: alert.frequency,
      paused: alert.status === 'paused',
      createdAt: alert.createdAt,
    }));
}

/** The person's consent records (ADR 0036): each change of each purpose, its notice version, time and how. */
export async function consentsOf(personId: string): Promise<Record<string, unknown>[]> {
  return (await consentHistory(personId)).map((record) => ({ ...record }));
}

/** Every entry of the person's access log still kept, with the organisation's current name. */
async function accessLogSection(personId: string, now: Date): Promise<DataExport['accessLog']> {
  const since = new Date(now.getTime() - ACCESS_LOG_KEPT_DAYS * DAY_MS).toISOString();
  const entries = await accessLogOf(personId, since);
  const names = await organisationNames(entries.flatMap((entry) => entry.organisationId ?? []));
  return entries.map((entry) => ({
    at: entry.at,
    kind: entry.kind,
    actor: entry.actor,
    organisationName: entry.organisationId ? (names.get(entry.organisationId) ?? null) : null,
  }));
}

/** An employer's own side: the membership (not the team's), the organisation's name, their applications. */
async function employerSection(record: UserRecord): Promise<DataExport['employer']> {
  if (record.role !== 'EMPLOYER') return null;
  const [membership, applicant] = await Promise.all([
    organisationOf(record.id),
    recruiterApplicants().get({ userId: record.id }).go(),
  ]);
  const ids = applicant.data?.applicationIds ?? [];
  const [organisation, submitted] = await Promise.all([
    membership ? organisations().get({ id: membership.organisationId }).go() : undefined,
    ids.length > 0
      ? recruiterApplications()
          .get(ids.map((id) => ({ id })))
          .go()
      : undefined,
  ]);
  return {
    membership: membership
      ? held({
          organisationId: membership.organisationId,
          teamRole: membership.teamRole,
          status: membership.status,
          joinedAt: membership.joinedAt,
          permissions: membership.permissions,
        })
      : null,
    organisation: organisation?.data ? { id: organisation.data.id, name: organisation.data.name } : null,
    recruiterApplications: (submitted?.data ?? []).map((application) =>
      held({
        id: application.id,
        status: application.status,
        companyName: application.companyName,
        companyWebsite: application.companyWebsite,
        companySize: application.companySize,
        industry: application.industry,
        companyDescription: application.companyDescription,
        jobTitle: application.jobTitle,
        workEmail: application.workEmail,
        phoneNumber: application.phoneNumber,
        linkedinProfile: application.linkedinProfile,
        hiringNeeds: application.hiringNeeds,
        documents: Object.values((application.documents ?? {}) as Record<string, { fileName?: string }>).map(
          (document) => document.fileName,
        ),
        submittedAt: application.submittedAt,
        reviewedAt: application.reviewedAt,
        rejectionReason: application.rejectionReason,
      }),
    ),
  };
}

/** The whole file for one account. Its sections are read side by side. */
export async function buildDataExport(record: UserRecord, now = new Date()): Promise<DataExport> {
  const [profile, applicationList, saved, jobAlerts, preferences, consents, accessLog, employer] =
    await Promise.all([
      profileSections(record),
      applicationsSection(record.id),
      savedJobsSection(record.id),
      jobAlertsOf(record.id),
      notificationSection(record.id),
      consentsOf(record.id),
      accessLogSection(record.id, now),
      employerSection(record),
    ]);
  return {
    format: 'jobmatch-data-export',
    version: 1,
    exportedAt: now.toISOString(),
    account: accountSection(record),
    ...profile,
    applications: applicationList,
    savedJobs: saved,
    jobAlerts,
    notificationPreferences: preferences,
    consents,
    accessLog,
    employer,
  };
}
