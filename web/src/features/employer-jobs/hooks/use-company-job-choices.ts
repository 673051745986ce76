import { useCompanyJobs } from '../api/get-company-jobs';
import { useMyCompany } from '../api/get-my-company';

/** Most jobs one request may list: the choices of a job filter. */
const CHOICES_SIZE = 100;

/** The organisation's newest jobs as {id, title}, for a filter by job (the dashboard's Applications tab). */
export function useCompanyJobChoices({ enabled = true }: { enabled?: boolean } = {}) {
  const company = useMyCompany({ enabled });
  const jobs = useCompanyJobs({
    companyId: enabled ? company.data?.id : undefined,
    page: 0,
    size: CHOICES_SIZE,
  });
  return (jobs.data?.content ?? []).map((job) => ({ id: job.id, title: job.title }));
}
