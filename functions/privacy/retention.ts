import { indianDay } from '../../shared/dates';
import {
  type AccountKept,
  erasableAt,
  erasureDueAt,
  KEEP_ACCOUNT_MESSAGES,
  lastActiveDayNoticedBy,
} from '../../shared/privacy/retention';
import { accountActivity, accountsInactiveSince } from '../model/account-activity';
import { eraseAccount } from '../model/account-erasure';
import { findUserWithMembership } from '../model/accounts';
import { sendOnce } from '../model/sent-notifications';
import { markActive } from '../platform/auth/activity';
import { writtenUnlessConditionFails } from '../platform/conditional-failure';
import { config } from '../platform/config';
import { BadRequestError, NotFoundError } from '../platform/errors';
import { logger } from '../platform/logger';
import { readKeepLink, signKeepLink } from './links';
import { erasureNoticeMail, keepAccountUrl } from './mails';

/*
 * The retention rule (issue 35, ADR 0038), run daily: every account unused for the stage's period is
 * erased, and never before its person was mailed 48 hours ahead. One key-range query of the activity
 * markers reads the accounts whose notice is due; for each:
 * - no notice yet: the notice is mailed once (sendOnce, keyed by the account and the day it was last used,
 *   so a schedule delivered twice mails once), then its time is written on the marker (conditional on the
 *   day still being the one read: an account used meanwhile has a new marker and no notice);
 * - a notice at least 48 hours old and the period run out: the account is erased through the one erasure
 *   (model/account-erasure.ts, Account Deleted and its consumers), on the condition that it was not used
 *   since, and its marker goes.
 * Accounts made before "last active" was kept get their marker at their next use. `now` is a parameter so
 * tests can move the clock.
 */

export interface RetentionRun {
  noticed: string[];
  erased: string[];
  failed: string[];
}

export async function sweepInactiveAccounts(now = new Date()): Promise<RetentionRun> {
  const days = config.inactiveAccountDays;
  const run: RetentionRun = { noticed: [], erased: [], failed: [] };
  for (const marker of await accountsInactiveSince(lastActiveDayNoticedBy(now, days))) {
    try {
      const outcome = await handleMarker(marker, days, now);
      if (outcome) run[outcome].push(marker.userId);
    } catch (error) {
      logger.error('Inactive account not handled', { userId: marker.userId, error });
      run.failed.push(marker.userId);
    }
  }
  logger.info('Inactive accounts', {
    noticed: run.noticed.length,
    erased: run.erased.length,
    failed: run.failed.length,
  });
  // The others were handled; throwing makes the invocation retry the failed ones (and dead-letter at last).
  if (run.failed.length > 0) throw new Error(`Inactive accounts failed: ${run.failed.join(', ')}`);
  return run;
}

interface Marker {
  userId: string;
  lastActiveOn: string;
  noticeSentAt?: string;
}

const dropMarker = (marker: Marker) =>
  writtenUnlessConditionFails(
    accountActivity()
      .delete({ userId: marker.userId })
      .where((attributes, { eq }) => eq(attributes.lastActiveOn, marker.lastActiveOn))
      .go(),
  );

async function handleMarker(
  marker: Marker,
  days: number,
  now: Date,
): Promise<'noticed' | 'erased' | undefined> {
  const { record, membership } = await findUserWithMembership(marker.userId);
  // Deleted by its person (or erased by an earlier run whose marker stayed): nothing left to keep.
  if (!record) {
    await dropMarker(marker);
    return undefined;
  }
  // Used since the marker was read (its day moved): the new marker is the one that counts.
  if (record.lastActiveOn !== marker.lastActiveOn) return undefined;
  if (!marker.noticeSentAt) return (await sendNotice(record, marker, days, now)) ? 'noticed' : undefined;
  if (now < erasableAt(marker.lastActiveOn, days, marker.noticeSentAt)) return undefined;
  const erased = await eraseAccount(record, membership, { lastActiveOn: marker.lastActiveOn }, now);
  if (!erased) return undefined;
  await dropMarker(marker);
  logger.info('Inactive account erased', { userId: marker.userId, lastActiveOn: marker.lastActiveOn });
  return 'erased';
}

async function sendNotice(
  record: { id: string; email: string; firstName: string },
  marker: Marker,
  days: number,
  now: Date,
): Promise<boolean> {
  // The earliest the erasure can come is 48 hours from now; the mail names that, or the later due time.
  const erasureAt = erasableAt(marker.lastActiveOn, days, now.toISOString());
  const sent = await sendOnce(
    `account-retention-notice:${record.id}:${marker.lastActiveOn}`,
    async () => {
      // The link works until a week after the erasure could come, so a late click still hears what happened.
      const token = await signKeepLink(
        { userId: record.id, lastActiveOn: marker.lastActiveOn },
        new Date(erasureAt.getTime() + 7 * 86_400_000),
        now,
      );
      return {
        to: record.email,
        ...erasureNoticeMail(
          {
            firstName: record.firstName,
            lastActiveOn: marker.lastActiveOn,
            erasureAt,
            keepUrl: keepAccountUrl(config.siteOrigin, token),
          },
          config.grievanceOfficer,
        ),
      };
    },
    now,
  );
  // Sent now, or by an earlier delivery that stopped before writing its time: the time is written now,
  // which only ever moves the erasure later than 48 hours after the mail.
  await writtenUnlessConditionFails(
    accountActivity()
      .patch({ userId: marker.userId })
      .set({ noticeSentAt: now.toISOString() })
      .where(
        (attributes, { eq, notExists }) =>
          `${eq(attributes.lastActiveOn, marker.lastActiveOn)} AND ${notExists(attributes.noticeSentAt)}`,
      )
      .go(),
  );
  return sent;
}

/**
 * "Keep my account", from the notice's page: the account counts as used today, so its clock starts again
 * and the notice no longer stands. A link for a day the account has moved on from keeps nothing more.
 */
export async function keepAccount(token: string, now = new Date()): Promise<AccountKept> {
  const link = await readKeepLink(token, now);
  const { record } = await findUserWithMembership(link.userId);
  if (!record) throw new NotFoundError(KEEP_ACCOUNT_MESSAGES.gone);
  if (record.lastActiveOn && record.lastActiveOn < link.lastActiveOn)
    throw new BadRequestError(KEEP_ACCOUNT_MESSAGES.linkInvalid);
  const today = indianDay(now);
  await markActive(record.id, today);
  return { erasureOn: indianDay(erasureDueAt(today, config.inactiveAccountDays)) };
}
