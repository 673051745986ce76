import { describe, expect, it } from 'vitest';
import type { Job } from '../../shared/jobs/types';
import { closedJobPage, openJobPage } from './job-page';

const job: Job = {
  id: 'JOB1',
  title: 'Backend Engineer',
  company: { id: 'c1', name: 'Acme <Tech>', logoUrl: null },
  companyId: 'c1',
  location: 'Bengaluru, Karnataka',
  jobType: 'FULL_TIME',
  isRemote: false,
  isHybrid: true,
  salaryMin: 1_200_000,
  salaryMax: 2_000_000,
  currency: 'INR',
  experienceMin: 2,
  experienceMax: 5,
  skills: ['Node.js', 'DynamoDB'],
  category: 'IT',
  function: 'engineering',
  postedAt: '2025-09-01T00:00:00.000Z',
  expiresAt: '2025-10-31T00:00:00.000Z',
  description: 'Build payments.\nShip weekly.',
  requirements: 'TypeScript\n</script><script>alert(1)</script>',
  responsibilities: '',
  benefits: 'Health insurance',
  contactEmail: null,
  isActive: true,
  applicationsCount: 0,
  updatedAt: '2025-09-02T00:00:00.000Z',
  confirmedAt: '2025-09-02T00:00:00.000Z',
  confirmationDueOn: null,
  closedUnconfirmedAt: null,
};

describe('job pages', () => {
  it('writes the post, its facts and its JobPosting, with no way for the post to break out of the markup', () => {
    const page = openJobPage(job, 'https://jobmatch.in');
    expect(page.title).toBe('Backend Engineer at Acme <Tech> · Jobmatch');
    expect(page.body).toContain('<h1>Backend Engineer</h1>');
    expect(page.body).toContain('<dd>Acme &lt;Tech&gt;</dd>');
    expect(page.body).toContain('<dd>Bengaluru, Karnataka (hybrid)</dd>');
    expect(page.body).toContain('<p>Build payments.</p><p>Ship weekly.</p>');
    expect(page.body).toContain('<li>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</li>');
    expect(page.body).not.toContain('Responsibilities');
    expect(page.body).toContain('<a href="/jobs/JOB1/apply">Apply for this job</a>');
    expect(page.head).toContain('<link rel="canonical" href="https://jobmatch.in/jobs/JOB1" />');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(page.head)?.[1] ?? '';
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'JobPosting',
      title: 'Backend Engineer',
      url: 'https://jobmatch.in/jobs/JOB1',
      validThrough: '2025-10-31T00:00:00.000Z',
    });
  });

  it('says remote once when the location already says so', () => {
    const remote = { ...job, location: 'Remote (India)', isRemote: true, isHybrid: false };
    expect(openJobPage(remote, 'https://jobmatch.in').body).toContain('<dd>Remote (India)</dd>');
    const pune = { ...job, location: 'Pune', isRemote: true, isHybrid: false };
    expect(openJobPage(pune, 'https://jobmatch.in').body).toContain('<dd>Pune (remote)</dd>');
  });

  it('says a closed job is closed, keeps it out of indexes and carries no JobPosting', () => {
    const page = closedJobPage('JOB1', 'https://jobmatch.in', job);
    expect(page.title).toBe('Backend Engineer at Acme <Tech> · Jobmatch (closed)');
    expect(page.head).toContain('<meta name="robots" content="noindex" />');
    expect(page.head).not.toContain('ld+json');
    expect(page.body).toContain('This job is no longer accepting applications on Jobmatch.');
    expect(closedJobPage('JOB2', 'https://jobmatch.in').body).toContain('<h1>This job is closed</h1>');
  });
});
