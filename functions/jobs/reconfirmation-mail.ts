import { formatLongDate, startOfIndianDay } from '../../shared/dates';
import { addDays, JOB_CONFIRMATION } from '../../shared/jobs/reconfirmation';

/** The web page a mailed link opens (web paths.jobConfirmation): it shows a button, the button acts. */
export function confirmationPageUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}/job-confirmation?${new URLSearchParams({ token })}`;
}

export interface ReconfirmationMailInput {
  firstName: string;
  title: string;
  companyName: string;
  confirmedAt: string;
  dueOn: string;
  confirmUrl: string;
  closeUrl: string;
}

/**
 * The poster's reminder that a job closes soon unless they say it is still hiring: which job, since when it
 * stands unconfirmed, the day it closes, one link for each answer, and that nothing happens by opening a
 * link alone (mail scanners open links too).
 */
export function reconfirmationMail(input: ReconfirmationMailInput, siteOrigin: string) {
  const closes = formatLongDate(startOfIndianDay(input.dueOn));
  const lastDay = formatLongDate(startOfIndianDay(addDays(input.dueOn, -1)));
  return {
    subject: `Is “${input.title}” still hiring? It closes on ${closes}`,
    text: [
      `Hi ${input.firstName},`,
      '',
      `Your job post “${input.title}” for ${input.companyName} on Jobmatch was last confirmed active on ${formatLongDate(input.confirmedAt)}.`,
      `So that candidates only find jobs that are really open, a post closes ${JOB_CONFIRMATION.lifetimeDays} days after it was posted or last confirmed. This one closes on ${closes} unless you tell us it is still open.`,
      '',
      `Still hiring? Keep it open for another ${JOB_CONFIRMATION.lifetimeDays} days:`,
      input.confirmUrl,
      '',
      'Filled the role, or no longer hiring? Close it now:',
      input.closeUrl,
      '',
      `Each link opens a page on Jobmatch with a button; nothing changes until you press it. The links work until the end of ${lastDay}. You can also do this from My Jobs: ${siteOrigin}/my-jobs`,
      '',
      'Whatever you choose, the applications you already have stay with you.',
      '',
      'Regards,',
      'The Jobmatch team',
    ].join('\n'),
  };
}
