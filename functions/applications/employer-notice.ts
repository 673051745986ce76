import { accessOf } from '../model/applicant-access';
import { categoriesOf } from '../model/application-categories';
import { applications } from '../model/applications';
import type { ApplicationSubmittedDetail } from '../model/events';
import { sendOnce } from '../model/sent-notifications';
import { activeSubscriptionOf } from '../model/subscription-terms';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { optionalMail } from '../platform/optional-mail';
import { membersChoosing } from './hiring-team';

/*
 * The hiring team's notice of a new application (issue 32): members who chose "As they arrive" for new
 * applications get one mail per application, once however often the event is delivered. An IT applicant
 * the organisation has not opened is named only once opened (ADR 0019): the mail then says a new applicant
 * applied, never who, so a notice cannot be a way round the plan's count.
 */

/** The pipeline filtered to the job, as the employer dashboard's Applications tab opens it (web paths). */
export const pipelinePath = (jobId: string) =>
  `/employer/dashboard?${new URLSearchParams({ tab: 'applications', jobId })}`;

interface NoticeFacts {
  firstName: string;
  jobTitle: string;
  jobId: string;
  /** The applicant's name, or null when the organisation's plan does not show them yet. */
  applicant: string | null;
  /** What the Candidate card says of them in one line (experience, city, first skills), or null. */
  summary: string | null;
}

/** The card's facts as one line: "5 years' experience · Pune · React, Node.js, SQL". */
export function cardSummary(
  card: { experience?: number | null; location?: string | null; skills?: string[] } | undefined,
): string | null {
  if (!card) return null;
  const parts = [
    card.experience != null
      ? `${card.experience} ${card.experience === 1 ? "year's" : "years'"} experience`
      : null,
    card.location ?? null,
    card.skills && card.skills.length > 0 ? card.skills.slice(0, 5).join(', ') : null,
  ].filter((part): part is string => !!part);
  return parts.length > 0 ? parts.join(' · ') : null;
}

export function newApplicationMail(facts: NoticeFacts, siteOrigin: string) {
  const who = facts.applicant ?? 'A new candidate';
  return {
    subject: facts.applicant
      ? `New application for ${facts.jobTitle}: ${facts.applicant}`
      : `New application for ${facts.jobTitle}`,
    text: [
      `Hello ${facts.firstName},`,
      '',
      `${who} applied to ${facts.jobTitle} on Jobmatch.`,
      ...(facts.applicant && facts.summary ? [facts.summary] : []),
      ...(facts.applicant
        ? []
        : [
            '',
            'This is an IT role: the applicant is shown once your organisation opens the application on its plan.',
          ]),
      '',
      `See the application: ${siteOrigin}${pipelinePath(facts.jobId)}`,
      '',
      'The Jobmatch team',
    ].join('\n'),
  };
}

/** Application Submitted: each member who asked for instant notices is mailed, once. */
export async function notifyHiringTeam(detail: ApplicationSubmittedDetail, now = new Date()): Promise<void> {
  const { data: application } = await applications().get({ id: detail.applicationId }).go();
  if (!application) {
    logger.warn('Application not found; no notice to the hiring team', {
      applicationId: detail.applicationId,
    });
    return;
  }
  const instant = await membersChoosing(detail.organisationId, 'instant');
  if (instant.length === 0) return;

  const category = (await categoriesOf([application])).get(application.id) ?? 'NON_IT';
  const subscription = category === 'IT' ? await activeSubscriptionOf(detail.organisationId, now) : null;
  const shown =
    accessOf(category, { admin: false, organisationId: detail.organisationId, subscription }, false) ===
    'full';
  const candidate = application.candidate as { firstName: string; lastName: string };
  const summary = cardSummary(application.card as Parameters<typeof cardSummary>[0]);
  const job = application.job as { id: string; title: string };

  let failure: unknown;
  for (const member of instant) {
    try {
      const mail = newApplicationMail(
        {
          firstName: member.firstName,
          jobTitle: job.title,
          jobId: job.id,
          applicant: shown ? `${candidate.firstName} ${candidate.lastName}` : null,
          summary,
        },
        config.siteOrigin,
      );
      await sendOnce(`new-application#${application.id}#${member.userId}`, () =>
        optionalMail(
          { accountId: member.userId, kind: 'newApplications', to: member.email, ...mail },
          config.siteOrigin,
        ),
      );
    } catch (error) {
      logger.error('New application notice not mailed', { applicationId: application.id, error });
      failure = error;
    }
  }
  if (failure) throw failure;
}
