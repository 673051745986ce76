import type { RecruiterApplication } from '@shared/recruiters/schemas';

/**
 * 'Send Request via Email': a draft in the admin's own mail program to the applicant's work address,
 * asking for more information about the application (spec section 2).
 */
export function requestInfoMailto(
  application: Pick<RecruiterApplication, 'workEmail' | 'companyName' | 'applicant'>,
) {
  const subject = `Your Jobmatch recruiter application for ${application.companyName}`;
  const body = [
    `Hello ${application.applicant.firstName},`,
    '',
    `Thank you for applying to verify ${application.companyName} on Jobmatch. To complete our review, please reply with:`,
    '',
    '- ',
    '',
    'Regards,',
    'Jobmatch verification team',
  ].join('\n');
  return `mailto:${encodeURIComponent(application.workEmail)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
