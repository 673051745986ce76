import { type AdminDashboardFigures, isOverdue, waitingText } from '@shared/admin/dashboard';
import { UI } from '@shared/constants';

const number = new Intl.NumberFormat(UI.locale);

export interface FigureCard {
  key: string;
  /** The visible label; the link's accessible name starts with it. */
  label: string;
  value: string;
  /** A second line under the figure. */
  detail: string;
  /** The queue the figure counts; none for a figure no admin screen lists. */
  to?: string;
  warn?: boolean;
}

/** The dashboard's cards, in the order an admin works: people waiting first, then the jobs, then revenue. */
export function figureCards(
  figures: AdminDashboardFigures,
  links: { pendingRecruiters: string; activeJobs: string; jobsToday: string; applicationsToday: string },
  now: Date = new Date(),
): FigureCard[] {
  return [
    {
      key: 'pending',
      label: 'Pending recruiter applications',
      value: number.format(figures.pendingRecruiterApplications),
      detail: waitingText(figures.oldestPendingSubmittedAt, now),
      to: links.pendingRecruiters,
      warn: isOverdue(figures.oldestPendingSubmittedAt, now),
    },
    {
      key: 'active',
      label: 'Active jobs',
      value: number.format(figures.activeJobs),
      detail: 'Open to candidates now',
      to: links.activeJobs,
    },
    {
      key: 'jobs-today',
      label: 'New jobs today',
      value: number.format(figures.newJobsToday),
      detail: 'Posted since midnight IST',
      to: links.jobsToday,
    },
    {
      key: 'applications-today',
      label: 'New applications today',
      value: number.format(figures.newApplicationsToday),
      detail: 'Sent since midnight IST',
      to: links.applicationsToday,
    },
    {
      key: 'paid',
      label: 'Paid organisations',
      value: number.format(figures.paidOrganisations),
      detail: 'On a paid plan now',
    },
  ];
}
