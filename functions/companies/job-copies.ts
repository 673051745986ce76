import type { CompanyItem } from '../model/companies';
import { publishJobChanged } from '../model/job-changed';
import { type JobItem, jobs } from '../model/jobs';
import { logger } from '../platform/logger';

/**
 * Each job carries a copy of its company's name, logo and website (what cards, search and the published
 * page show without a second read). When those change, every job of the company gets the new copy, a new
 * version and its Job Changed event, so search, saved jobs and the published page follow. A company has
 * tens of jobs, not thousands; each is written on its own (no transaction bound), and a job edited in
 * between is simply written again with the copy.
 */
export async function refreshJobCopies(company: CompanyItem, now = new Date()): Promise<number> {
  const { data } = await jobs().query.byCompany({ companyId: company.id }).go({ pages: 'all' });
  const copy = {
    companyName: company.name,
    ...(company.logoUrl ? { companyLogoUrl: company.logoUrl } : {}),
    ...(company.website ? { companyWebsite: company.website } : {}),
  };
  let written = 0;
  for (const job of data) {
    if (
      job.companyName === copy.companyName &&
      job.companyLogoUrl === company.logoUrl &&
      job.companyWebsite === company.website
    )
      continue;
    const { data: updated } = await jobs()
      .patch({ id: job.id })
      .set({ ...copy, updatedAt: now.toISOString() })
      .add({ version: 1 })
      .go({ response: 'all_new' });
    written += 1;
    try {
      await publishJobChanged(job.id, updated.version, updated as JobItem);
    } catch (error) {
      // The copy is written; its readers catch up with the job's next change.
      logger.error('Job Changed not published after a company change', {
        jobId: job.id,
        error: String(error),
      });
    }
  }
  return written;
}
