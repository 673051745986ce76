// Boundary: none (pure) - the wording of the mail a candidate gets for each status.
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS_LABELS, EMPLOYER_STATUSES } from '../jobs/options';
import { statusMailFor } from './status-mails';

const input = {
  firstName: 'Asha',
  jobTitle: 'Senior Java Engineer',
  companyName: 'Acme Tech',
  applicationsUrl: 'https://jobmatch.in/applications',
};

describe('status mails', () => {
  it('names the company and the job the way a person would', () => {
    expect(statusMailFor('shortlisted', input).subject).toBe(
      'Acme Tech shortlisted you for Senior Java Engineer',
    );
    expect(statusMailFor('interviewed', input).subject).toBe('Your interview with Acme Tech');
    expect(statusMailFor('hired', input).subject).toBe('Congratulations on your new role at Acme Tech');
    expect(statusMailFor('rejected', input).subject).toBe('Your application to Acme Tech');
  });

  it('greets, tells the news, links the applications and signs off, for every status', () => {
    for (const status of EMPLOYER_STATUSES) {
      const { subject, text } = statusMailFor(status, input);
      const lines = text.split('\n');
      expect(lines[0]).toBe('Hi Asha,');
      expect(text).toContain('Senior Java Engineer');
      expect(text).toContain('See all your applications: https://jobmatch.in/applications');
      expect(lines.at(-1)).toBe('The Jobmatch team');
      // Never the status label as a form field ("Your application: Rejected").
      expect(subject).not.toContain(`: ${APPLICATION_STATUS_LABELS[status]}`);
      expect(text).not.toContain('is now:');
    }
  });

  it('says no kindly and briefly', () => {
    const { text } = statusMailFor('rejected', input);
    expect(text).toContain('Thank you for applying for Senior Java Engineer.');
    expect(text).toContain('not to go ahead with your application this time');
    expect(text.split('\n').length).toBeLessThanOrEqual(10);
  });
});
