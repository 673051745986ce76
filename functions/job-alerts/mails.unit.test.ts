// Boundary: the job alert mails' words (pure): a daily digest lists at most its number of jobs, newest
// first as given, then "And N more" linking to the saved search; an instant alert names the job.
import { describe, expect, it } from 'vitest';
import { JOB_ALERT_LIMITS } from '../../shared/job-alerts/rules';
import type { JobSummary } from '../../shared/jobs/types';
import { digestAlertMail, instantAlertMail } from './mails';

const job = (index: number): JobSummary => ({
  id: `01JOB${index}`,
  title: `React Developer ${index}`,
  company: { id: 'c1', name: 'Acme Tech', logoUrl: null },
  location: 'Pune',
  jobType: 'FULL_TIME',
  isRemote: false,
  isHybrid: false,
  salaryMin: 1_200_000,
  salaryMax: 1_800_000,
  currency: 'INR',
  experienceMin: 2,
  experienceMax: 5,
  skills: ['React'],
  category: 'IT',
  function: 'engineering',
  postedAt: '2026-11-29T05:00:00.000Z',
  expiresAt: null,
});

describe('job alert mails', () => {
  it('lists a daily digest up to its number and links the rest to the saved search', () => {
    const jobs = Array.from({ length: JOB_ALERT_LIMITS.digestJobs }, (_, index) => job(index));
    const mail = digestAlertMail(
      { firstName: 'Asha', search: { search: 'react', location: 'Pune' }, jobs, more: 5, guest: false },
      'https://jobmatch.example',
    );
    expect(mail.subject).toBe('25 new jobs for "react jobs in Pune" on Jobmatch');
    expect(mail.text).toContain('Hello Asha,');
    expect(mail.text.match(/https:\/\/jobmatch\.example\/jobs\/01JOB/g)).toHaveLength(20);
    expect(mail.text).toContain(
      'And 5 more jobs: https://jobmatch.example/jobs?search=react&location=Pune&sort=newest',
    );
    expect(mail.text).toContain('Change or pause your job alerts: https://jobmatch.example/job-alerts');
  });

  it("names an instant alert's job, and leaves a guest no manage link they cannot use", () => {
    const mail = instantAlertMail(
      { firstName: null, search: { search: 'react' }, job: job(1), guest: true },
      'https://jobmatch.example',
    );
    expect(mail.subject).toBe('New job for "react jobs": React Developer 1 at Acme Tech');
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).toContain('Pune · Full-time · ₹12L - ₹18L');
    expect(mail.text).not.toContain('/job-alerts');
  });
});
