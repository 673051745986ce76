import { CLOSURE_DAYS } from '../jobs/closure';
import type { EmployerStatus } from '../jobs/options';

export interface StatusMailInput {
  firstName: string;
  jobTitle: string;
  companyName: string;
  /** Where the candidate follows all their applications. */
  applicationsUrl: string;
}

interface StatusWording {
  subject: (input: StatusMailInput) => string;
  /** The paragraphs between the greeting and the link to the applications. */
  paragraphs: (input: StatusMailInput) => string[];
}

/**
 * What a candidate reads when an employer moves their application, one entry per status, written as a
 * person at the company would say it: the company and the job by name, the news first, kind when it is
 * a no.
 */
export const STATUS_MAIL_WORDING: Record<EmployerStatus | 'closed', StatusWording> = {
  applied: {
    subject: ({ jobTitle }) => `Your application for ${jobTitle} is open again`,
    paragraphs: ({ companyName, jobTitle }) => [
      `${companyName} has reopened your application for ${jobTitle} and is considering it again.`,
    ],
  },
  reviewed: {
    subject: ({ companyName }) => `${companyName} has reviewed your application`,
    paragraphs: ({ companyName, jobTitle }) => [
      `${companyName} has read through your application for ${jobTitle}.`,
      'We will email you as soon as they take the next step.',
    ],
  },
  shortlisted: {
    subject: ({ companyName, jobTitle }) => `${companyName} shortlisted you for ${jobTitle}`,
    paragraphs: ({ companyName, jobTitle }) => [
      `Good news: ${companyName} has shortlisted you for ${jobTitle}.`,
      'They usually get in touch about the next step soon, so keep an eye on your inbox.',
    ],
  },
  interviewed: {
    subject: ({ companyName }) => `Your interview with ${companyName}`,
    paragraphs: ({ companyName, jobTitle }) => [
      `${companyName} has moved your application for ${jobTitle} to the interview stage.`,
      'They will arrange the details with you directly. Good luck!',
    ],
  },
  hired: {
    subject: ({ companyName }) => `Congratulations on your new role at ${companyName}`,
    paragraphs: ({ companyName, jobTitle }) => [
      `Congratulations! ${companyName} has chosen you for ${jobTitle}.`,
      'They will be in touch about your offer and start date. We are delighted for you.',
    ],
  },
  rejected: {
    subject: ({ companyName }) => `Your application to ${companyName}`,
    paragraphs: ({ companyName, jobTitle }) => [
      `Thank you for applying for ${jobTitle}. ${companyName} has decided not to go ahead with your application this time.`,
      'We know this is not the news you hoped for. New jobs arrive every day, and your profile is ready for the next one.',
    ],
  },
  // Not an employer's move: Jobmatch closes what an employer left unanswered (shared/jobs/closure.ts).
  closed: {
    subject: ({ jobTitle }) => `Your application for ${jobTitle} has been closed`,
    paragraphs: ({ companyName, jobTitle }) => [
      `${companyName} has not responded to your application for ${jobTitle} in ${CLOSURE_DAYS} days, so we have closed it rather than leave you waiting.`,
      'If they pick it up again, we will email you. Meanwhile, new jobs arrive every day, and your profile is ready for the next one.',
    ],
  },
};

/** The whole mail for one status: greeting, the news, the link, and the sign-off. */
export function statusMailFor(status: EmployerStatus | 'closed', input: StatusMailInput) {
  const wording = STATUS_MAIL_WORDING[status];
  return {
    subject: wording.subject(input),
    text: [
      `Hi ${input.firstName},`,
      '',
      ...wording.paragraphs(input).flatMap((paragraph, index) => (index ? ['', paragraph] : [paragraph])),
      '',
      `See all your applications: ${input.applicationsUrl}`,
      '',
      'The Jobmatch team',
    ].join('\n'),
  };
}
