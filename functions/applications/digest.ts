import { formatLongDate, indianDay, startOfIndianDay } from '../../shared/dates';
import { accessOf } from '../model/applicant-access';
import { categoriesOf } from '../model/application-categories';
import { applicationDigestEntries, digestEntryOf } from '../model/application-digest-entries';
import { type ApplicationItem, applications } from '../model/applications';
import type { ApplicationSubmittedDetail } from '../model/events';
import { pairKey } from '../model/match-keys';
import type { PairItem } from '../model/match-pairs';
import { profiles } from '../model/profiles';
import { sendOnce } from '../model/sent-notifications';
import { activeSubscriptionOf } from '../model/subscription-terms';
import { openedApplicationIds } from '../model/subscription-usage';
import { config } from '../platform/config';
import { getItemsTogether } from '../platform/db';
import { logger } from '../platform/logger';
import { optionalMail } from '../platform/optional-mail';
import { pipelinePath } from './employer-notice';
import { membersChoosing } from './hiring-team';

/*
 * The hiring team's daily digest of new applications (issue 32), every member's default: each morning, one
 * mail per member who chose it, listing per job the applications of the day before: how many, and the
 * applicants' names, titles and match percentages, except IT applicants the organisation has not opened
 * (ADR 0019), which are a count. Sent once per member and day however often the run is repeated; a run
 * also makes up the days a missed run left (DIGEST_CATCH_UP_DAYS).
 */

const DAY_MS = 86_400_000;
/** Days before today a run looks at: yesterday, and two more a failed or missed run may have left. */
export const DIGEST_CATCH_UP_DAYS = 3;

/** Application Submitted: the application joins its day's digest index (the same entry on a repeat). */
export async function recordForDigest(detail: ApplicationSubmittedDetail): Promise<void> {
  await applicationDigestEntries()
    .put(
      digestEntryOf({
        id: detail.applicationId,
        organisationId: detail.organisationId,
        jobId: detail.jobId,
        appliedAt: detail.appliedAt,
      }),
    )
    .go();
}

export interface DigestLine {
  name: string;
  title: string | null;
  matchPercentage: number | null;
}

export interface DigestJob {
  jobId: string;
  title: string;
  count: number;
  /** The applicants the organisation may see; the rest are `count - shown.length` unopened IT applicants. */
  shown: DigestLine[];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function digestMail(
  facts: { firstName: string; companyName: string; day: string; jobs: DigestJob[] },
  siteOrigin: string,
) {
  const total = facts.jobs.reduce((sum, job) => sum + job.count, 0);
  const date = formatLongDate(startOfIndianDay(facts.day));
  const sections = facts.jobs.flatMap((job) => {
    const hidden = job.count - job.shown.length;
    return [
      `${job.title}: ${plural(job.count, 'new application', 'new applications')}`,
      ...job.shown.map(
        (line) =>
          `- ${[
            line.name,
            line.title,
            line.matchPercentage !== null ? `${line.matchPercentage}% match` : null,
          ]
            .filter(Boolean)
            .join(', ')}`,
      ),
      ...(hidden > 0
        ? [
            `- ${plural(hidden, 'IT applicant', 'IT applicants')}, shown once your organisation opens ${hidden === 1 ? 'the application' : 'the applications'} on its plan`,
          ]
        : []),
      `See them: ${siteOrigin}${pipelinePath(job.jobId)}`,
      '',
    ];
  });
  return {
    subject: `${plural(total, 'new application', 'new applications')} on Jobmatch, ${date}`,
    text: [
      `Hello ${facts.firstName},`,
      '',
      `On ${date}, ${facts.companyName}'s jobs received ${plural(total, 'new application', 'new applications')}.`,
      '',
      ...sections,
      'The Jobmatch team',
    ].join('\n'),
  };
}

/** The per-job lines of a day's applications to one organisation, as its members may see them. */
async function digestJobs(organisationId: string, items: ApplicationItem[], now: Date): Promise<DigestJob[]> {
  const categories = await categoriesOf(items);
  const itIds = items.filter((item) => categories.get(item.id) === 'IT').map((item) => item.id);
  const subscription = itIds.length > 0 ? await activeSubscriptionOf(organisationId, now) : null;
  const opened = await openedApplicationIds(organisationId, itIds);
  const viewer = { admin: false as const, organisationId, subscription };
  const shown = items.filter(
    (item) => accessOf(categories.get(item.id) ?? 'NON_IT', viewer, opened.has(item.id)) === 'full',
  );
  const [pairs, titles] = await Promise.all([
    getItemsTogether(
      shown.map((item) => pairKey(item.candidateId, item.jobId)),
      {
        attributes: ['score', 'gone', 'nearMiss'],
      },
    ),
    getItemsTogether(
      shown.map((item) => profiles().get({ userId: item.candidateId }).params().Key),
      { attributes: ['title'] },
    ),
  ]);
  const lineOf = new Map(
    shown.map((item, index) => {
      const pair = pairs[index] as Partial<PairItem> | undefined;
      const candidate = item.candidate as { firstName: string; lastName: string };
      return [
        item.id,
        {
          name: `${candidate.firstName} ${candidate.lastName}`.trim(),
          title: (titles[index]?.title as string | undefined) ?? null,
          matchPercentage:
            pair && !pair.gone && !pair.nearMiss && typeof pair.score === 'number' ? pair.score : null,
        },
      ];
    }),
  );
  const byJob = new Map<string, DigestJob>();
  for (const item of items) {
    const job = item.job as { id: string; title: string };
    const entry = byJob.get(job.id) ?? { jobId: job.id, title: job.title, count: 0, shown: [] };
    entry.count += 1;
    const line = lineOf.get(item.id);
    if (line) entry.shown.push(line);
    byJob.set(job.id, entry);
  }
  return [...byJob.values()].sort((a, b) => b.count - a.count || a.title.localeCompare(b.title));
}

async function mailOrganisation(
  day: string,
  organisationId: string,
  applicationIds: string[],
  now: Date,
): Promise<number> {
  const daily = await membersChoosing(organisationId, 'daily');
  if (daily.length === 0) return 0;
  const { data } = await applications()
    .get(applicationIds.map((id) => ({ id })))
    .go();
  const items = (data as ApplicationItem[]).sort((a, b) => a.appliedAt.localeCompare(b.appliedAt));
  if (items.length === 0) return 0;
  const jobs = await digestJobs(organisationId, items, now);
  const firstJob = items[0]?.job as { company?: { name?: string } } | undefined;
  const companyName = firstJob?.company?.name ?? 'Your organisation';

  let sent = 0;
  let failure: unknown;
  for (const member of daily) {
    try {
      const mail = digestMail({ firstName: member.firstName, companyName, day, jobs }, config.siteOrigin);
      const mailed = await sendOnce(`application-digest#${day}#${organisationId}#${member.userId}`, () =>
        optionalMail(
          { accountId: member.userId, kind: 'newApplications', to: member.email, ...mail },
          config.siteOrigin,
        ),
      );
      if (mailed) sent += 1;
    } catch (error) {
      logger.error('Application digest not mailed', { organisationId, day, error });
      failure = error;
    }
  }
  if (failure) throw failure;
  return sent;
}

/** The morning run: every organisation's digest of each day still owed, once per member. */
export async function mailDigests(now = new Date()): Promise<{ mailed: number; failed: string[] }> {
  const run = { mailed: 0, failed: [] as string[] };
  for (let back = DIGEST_CATCH_UP_DAYS; back >= 1; back--) {
    const day = indianDay(new Date(now.getTime() - back * DAY_MS));
    const { data } = await applicationDigestEntries().query.byDay({ day }).go({ pages: 'all' });
    const byOrganisation = new Map<string, string[]>();
    for (const entry of data) {
      byOrganisation.set(entry.organisationId, [
        ...(byOrganisation.get(entry.organisationId) ?? []),
        entry.applicationId,
      ]);
    }
    for (const [organisationId, ids] of byOrganisation) {
      try {
        run.mailed += await mailOrganisation(day, organisationId, ids, now);
      } catch {
        run.failed.push(`${day}#${organisationId}`);
      }
    }
  }
  logger.info('Application digests', { mailed: run.mailed, failed: run.failed.length });
  if (run.failed.length > 0) throw new Error(`Application digests failed for ${run.failed.join(', ')}`);
  return run;
}
