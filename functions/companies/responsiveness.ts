import { type EmployerResponsiveness, responsivenessOf } from '../../shared/employer/responsiveness';
import { JOB_MESSAGES } from '../../shared/jobs/messages';
import { findCompany } from '../model/companies';
import { responsivenessDaysOf } from '../model/company-responsiveness';
import { NotFoundError } from '../platform/errors';

/**
 * GET /companies/{id}/responsiveness: how quickly the company answers applicants, or null while too few
 * applications back a figure. The company and its days are read together (one round of requests).
 */
export async function readResponsiveness(
  companyId: string,
  now = new Date(),
): Promise<{ responsiveness: EmployerResponsiveness | null }> {
  const [company, days] = await Promise.all([findCompany(companyId), responsivenessDaysOf(companyId, now)]);
  if (!company) throw new NotFoundError(JOB_MESSAGES.companyNotFound);
  return { responsiveness: responsivenessOf(days) };
}
