import { REPORT_REASONS, type ReportedJob } from '../../shared/jobs/reports';
import { jobReportCases, jobReports } from '../model/job-reports';
import { postingStandings, toStanding } from '../model/posting-standing';

/** How many of the reporters' own words the queue shows per job (the counts cover them all). */
const DETAILS_SHOWN = 10;

/**
 * GET /admin/job-reports: the open cases, held jobs first, then by when their round opened. The cases are
 * one query of gsi1; each case's words and its organisation's standing are read beside it at once. The
 * queue is an admin's worklist, short by nature (a decision closes a case), so these reads stay few.
 */
export async function reportQueue(now = new Date()): Promise<ReportedJob[]> {
  const { data: cases } = await jobReportCases().query.byStatus({ status: 'open' }).go({ pages: 'all' });
  const organisationIds = [...new Set(cases.map((item) => item.organisationId))];
  const [reportsByJob, standings] = await Promise.all([
    Promise.all(cases.map((item) => jobReports().query.byJob({ jobId: item.jobId }).go({ pages: 'all' }))),
    organisationIds.length
      ? postingStandings()
          .get(organisationIds.map((organisationId) => ({ organisationId })))
          .go()
      : Promise.resolve({ data: [] }),
  ]);
  const standingOf = new Map(standings.data.map((item) => [item.organisationId, item]));
  const rows = cases.map((item, index): ReportedJob => {
    const reports = (reportsByJob[index]?.data ?? []).filter((report) => report.round === item.round);
    return {
      jobId: item.jobId,
      title: item.title,
      companyName: item.companyName,
      organisationId: item.organisationId,
      reportCount: item.reportCount,
      reasons: Object.fromEntries(
        REPORT_REASONS.map((reason) => [reason, item[reason] ?? 0]),
      ) as ReportedJob['reasons'],
      details: reports
        .filter((report) => report.details)
        .sort((a, b) => b.reportedAt.localeCompare(a.reportedAt))
        .slice(0, DETAILS_SHOWN)
        .map((report) => ({
          reason: report.reason,
          text: report.details ?? '',
          reportedAt: report.reportedAt,
        })),
      firstReportedAt: item.openedAt,
      lastReportedAt: item.lastReportedAt,
      heldAt: item.heldAt ?? null,
      poster: toStanding(standingOf.get(item.organisationId), now),
    };
  });
  return rows.sort(
    (a, b) => Number(!!b.heldAt) - Number(!!a.heldAt) || a.firstReportedAt.localeCompare(b.firstReportedAt),
  );
}
