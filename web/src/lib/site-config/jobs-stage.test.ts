// Boundary: the marketplace-or-waitlist decision of the jobsLive stage setting (pure).
import { describe, expect, it } from 'vitest';
import { type JobsStageInput, jobsStageView } from './jobs-stage';

const candidate: JobsStageInput['session'] = { status: 'authenticated', role: 'candidate' };
const employer: JobsStageInput['session'] = { status: 'authenticated', role: 'employer' };
const admin: JobsStageInput['session'] = { status: 'authenticated', role: 'admin' };
const visitor: JobsStageInput['session'] = { status: 'anonymous' };
const loading: JobsStageInput['session'] = { status: 'loading' };

describe('jobs live', () => {
  it('opens the marketplace to everyone, signed in or not', () => {
    for (const session of [candidate, employer, admin, visitor, loading]) {
      expect(jobsStageView({ jobsLive: true, session })).toBe('marketplace');
    }
  });
});

describe('jobs not live (the waitlist stage)', () => {
  it('shows candidates the waitlist', () => {
    expect(jobsStageView({ jobsLive: false, session: candidate })).toBe('waitlist');
  });

  it('sends visitors to sign in', () => {
    expect(jobsStageView({ jobsLive: false, session: visitor })).toBe('sign-in');
  });

  it('tells employers and admins it is for job seekers', () => {
    expect(jobsStageView({ jobsLive: false, session: employer })).toBe('job-seekers-only');
    expect(jobsStageView({ jobsLive: false, session: admin })).toBe('job-seekers-only');
  });

  it('waits for the session before choosing', () => {
    expect(jobsStageView({ jobsLive: false, session: loading })).toBe('pending');
  });
});

describe('the setting itself', () => {
  it('waits while it loads', () => {
    expect(jobsStageView({ jobsLive: undefined, session: candidate })).toBe('pending');
  });

  it('opens the marketplace when it cannot be read', () => {
    expect(jobsStageView({ jobsLive: null, session: candidate })).toBe('marketplace');
  });
});
