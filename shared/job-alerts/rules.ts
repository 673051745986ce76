/*
 * Job alerts (issue 32, ADR 0035): a saved job search mailed as new jobs match it. The numbers and words
 * every screen, mail and rule uses for them.
 */

export const JOB_ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

export const JOB_ALERT_FREQUENCY_LABELS: Record<JobAlertFrequency, string> = {
  instant: 'As jobs are posted',
  daily: 'Once a day (9:00 am)',
};

export const JOB_ALERT_LIMITS = {
  /** Alerts one person (an account, or a guest's address) may keep. */
  perPerson: 20,
  /** Jobs listed in one daily digest; the rest are "and N more", linking to the saved search. */
  digestJobs: 20,
  /** Days a guest has to confirm a subscription before it is deleted. */
  confirmDays: 7,
  /** A job alerts only while it is this new: an old job edited or reopened is not news. */
  freshJobDays: 7,
} as const;

export const JOB_ALERT_MESSAGES = {
  created: 'Job alert saved. We will email you new jobs that match this search.',
  confirmSent: (email: string) =>
    `Almost done: we sent a link to ${email}. Open it to confirm your job alert; nothing is sent until you do.`,
  confirmed: 'Your job alert is confirmed. We will email you new jobs that match this search.',
  alreadyConfirmed: 'This job alert was already confirmed.',
  limitReached: `You have ${JOB_ALERT_LIMITS.perPerson} job alerts, the most one person can keep. Delete one to add another.`,
  duplicate: 'You already have a job alert for this search.',
  notFound: 'This job alert no longer exists.',
  linkInvalid: 'This confirmation link is not valid. Save the search again from the jobs page.',
  linkExpired: `This confirmation link has expired: links work for ${JOB_ALERT_LIMITS.confirmDays} days. Save the search again from the jobs page.`,
  frequencyInvalid: 'Choose how often to get this alert.',
  signedInOnly: 'Job alerts are for candidates. Sign in with a candidate account to save this search.',
  saved: 'Job alert updated.',
  deleted: 'Job alert deleted.',
  loadFailed: 'Your job alerts could not be loaded. Please refresh the page.',
  saveFailed: 'Your job alert could not be saved. Please try again.',
} as const;
