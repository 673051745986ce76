import { REPORT_REASON_LABELS } from '../../shared/jobs/reports';
import { findUserById } from '../model/accounts';
import type { JobReportsDecidedDetail } from '../model/events';
import { jobReports } from '../model/job-reports';
import { decisionMails } from '../model/recruiter-applications';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { sendMail } from '../platform/mail';
import { claim } from './decision-mail';

/** The reporter's one mail about a job they reported: what the admins decided, in plain words. */
export function reportOutcomeMail(
  input: Pick<JobReportsDecidedDetail, 'outcome' | 'title' | 'companyName'> & {
    firstName: string;
    reasonLabel: string;
  },
  siteOrigin: string,
) {
  const removed = input.outcome === 'removed';
  return {
    subject: removed
      ? `The job you reported, “${input.title}”, has been removed`
      : `We reviewed the job you reported, “${input.title}”`,
    text: [
      `Hi ${input.firstName},`,
      '',
      `Thank you for reporting the job “${input.title}” at ${input.companyName} (your reason: ${input.reasonLabel}).`,
      '',
      removed
        ? 'Our admins reviewed it and removed it from Jobmatch. Candidates can no longer find it or apply to it.'
        : 'Our admins reviewed it and found that it follows our rules, so it is open to candidates again.',
      '',
      `You can keep looking for jobs at ${siteOrigin}/jobs`,
      '',
      'Regards,',
      'The Jobmatch admin team',
    ].join('\n'),
  };
}

/**
 * Mails each reporter of the decided round once: a claim per reporter and round (the recruiter decisions'
 * claim, decision-mail.ts), so a redelivered event mails nobody twice and a failed send is retried for
 * those not yet mailed only.
 */
export async function notifyReportOutcome(
  detail: JobReportsDecidedDetail,
  { now = new Date(), send = sendMail }: { now?: Date; send?: typeof sendMail } = {},
): Promise<void> {
  const { data } = await jobReports().query.byJob({ jobId: detail.jobId }).go({ pages: 'all' });
  const reports = data.filter((report) => report.round === detail.round);
  let failed: unknown;
  for (const report of reports) {
    const reporter = await findUserById(report.reporterId);
    if (!reporter) continue; // The account was deleted since: nobody to tell.
    const key = { applicationId: `jobreport:${detail.jobId}:${detail.round}`, decision: report.reporterId };
    const claimed = await claim(key, now);
    if (claimed === 'sent') continue;
    if (claimed === 'in flight') {
      failed = new Error('Report outcome mail is being sent by another attempt');
      continue;
    }
    try {
      await send({
        to: reporter.email,
        ...reportOutcomeMail(
          { ...detail, firstName: reporter.firstName, reasonLabel: REPORT_REASON_LABELS[report.reason] },
          config.siteOrigin,
        ),
      });
      await decisionMails().patch(key).set({ sentAt: now.toISOString() }).go();
    } catch (error) {
      await decisionMails().delete(key).go();
      logger.error('Report outcome mail failed', { jobId: detail.jobId, error: String(error) });
      failed = error;
    }
  }
  // Retried as a whole: those already mailed are skipped by their claims.
  if (failed) throw failed;
}
