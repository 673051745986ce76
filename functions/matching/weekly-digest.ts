import { formatLongDate, indianDay } from '../../shared/dates';
import { salaryRangeText } from '../../shared/jobs/format';
import { JOB_TYPE_LABELS } from '../../shared/jobs/options';
import type { JobMatch } from '../../shared/matching/types';
import { findUserById } from '../model/accounts';
import { choicesFor } from '../model/notification-preferences';
import { optedIn } from '../model/opt-in-roster';
import { sendOnce } from '../model/sent-notifications';
import { toUser } from '../platform/auth/user-view';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { optionalMail } from '../platform/optional-mail';
import { bestNewMatches } from './service';

/*
 * The candidates' weekly "your best new matches" (issue 32), for those who chose it: each Monday at 9:00
 * in India, the ten jobs posted in the week before that match them best, with the reasons, once per
 * person and week however often the run fires. Nothing is sent in a week without a new match.
 */

const DAY_MS = 86_400_000;
export const WEEKLY_MATCHES = { count: 10, days: 7 } as const;
const RECOMMENDED_PATH = '/recommended-jobs';

/** The India day of the Monday a week began: one mail per person and week, however often the run fires. */
export function weekOf(now: Date): string {
  const today = new Date(`${indianDay(now)}T00:00:00.000Z`);
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  return indianDay(new Date(today.getTime() - sinceMonday * DAY_MS + 12 * 3_600_000));
}

export function weeklyMatchesMail(facts: { firstName: string; matches: JobMatch[] }, siteOrigin: string) {
  const best = facts.matches.length;
  return {
    subject:
      best === 1
        ? 'Your best new match on Jobmatch this week'
        : `Your ${best} best new matches on Jobmatch this week`,
    text: [
      `Hello ${facts.firstName},`,
      '',
      best === 1
        ? 'This job, posted in the last week, matches your profile best:'
        : `These ${best} jobs, posted in the last week, match your profile best:`,
      '',
      ...facts.matches.flatMap((match, index) => [
        `${index + 1}. ${match.job.title}, ${match.job.company.name}: ${match.matchPercentage}% match`,
        `   ${[match.job.location, JOB_TYPE_LABELS[match.job.jobType], salaryRangeText(match.job.salaryMin, match.job.salaryMax, match.job.currency)].join(' · ')}`,
        ...match.matchReasons.slice(0, 3).map((reason) => `   - ${reason}`),
        `   ${siteOrigin}/jobs/${encodeURIComponent(match.job.id)}`,
        '',
      ]),
      `All your matches: ${siteOrigin}${RECOMMENDED_PATH}`,
      '',
      'The Jobmatch team',
    ].join('\n'),
  };
}

/** The Monday run: every candidate who chose the digest and has new matches, once a week. */
export async function mailWeeklyMatches(now = new Date()): Promise<{ mailed: number; failed: number }> {
  const ids = await optedIn('weeklyMatches');
  const choices = await choicesFor(ids, 'weeklyMatches');
  const since = new Date(now.getTime() - WEEKLY_MATCHES.days * DAY_MS);
  const week = weekOf(now);
  const run = { mailed: 0, failed: 0 };
  for (const id of ids) {
    if (choices.get(id) !== 'on') continue;
    try {
      const record = await findUserById(id);
      if (record?.role !== 'USER') continue;
      const matches = await bestNewMatches(
        { user: toUser(record), record },
        since,
        WEEKLY_MATCHES.count,
        now,
      );
      if (matches.length === 0) continue;
      const mail = weeklyMatchesMail({ firstName: record.firstName, matches }, config.siteOrigin);
      const sent = await sendOnce(`weekly-matches#${id}#${week}`, () =>
        optionalMail({ accountId: id, kind: 'weeklyMatches', to: record.email, ...mail }, config.siteOrigin),
      );
      if (sent) run.mailed += 1;
    } catch (error) {
      logger.error('Weekly matches not mailed', { accountId: id, error });
      run.failed += 1;
    }
  }
  logger.info('Weekly matches', { ...run, week: formatLongDate(now) });
  if (run.failed > 0) throw new Error(`Weekly matches failed for ${run.failed} candidates`);
  return run;
}
