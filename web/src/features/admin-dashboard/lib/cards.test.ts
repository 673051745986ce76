// Boundary: the admin dashboard's cards from the figures (pure).
import { describe, expect, it } from 'vitest';
import { figureCards } from './cards';

const links = { pendingRecruiters: '/p', activeJobs: '/a', jobsToday: '/j', applicationsToday: '/t' };
const now = new Date('2026-11-29T06:00:00.000Z');

describe('figureCards', () => {
  it('labels each figure, links it to its queue and says how long the oldest application waits', () => {
    const cards = figureCards(
      {
        pendingRecruiterApplications: 3,
        oldestPendingSubmittedAt: '2026-11-25T06:00:00.000Z',
        activeJobs: 12_345,
        newJobsToday: 4,
        newApplicationsToday: 17,
        paidOrganisations: 1_204,
        day: '2026-11-29',
      },
      links,
      now,
    );
    expect(cards.map((card) => [card.label, card.value, card.to])).toEqual([
      ['Pending recruiter applications', '3', '/p'],
      ['Active jobs', '12,345', '/a'],
      ['New jobs today', '4', '/j'],
      ['New applications today', '17', '/t'],
      ['Paid organisations', '1,204', undefined],
    ]);
    expect(cards[0]).toMatchObject({ detail: 'Oldest waiting 4 days', warn: true });
  });
});
