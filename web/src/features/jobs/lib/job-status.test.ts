// Boundary: who may apply to or save a job, and when a job is closed (pure).
import { describe, expect, it } from 'vitest';
import { jobFixture } from './job-fixture';
import { applyActionFor, canSaveJobs, isJobOpen } from './job-status';

const now = new Date('2026-03-10T00:00:00.000Z');

describe('isJobOpen', () => {
  it('is open while active and before its expiry', () => {
    expect(isJobOpen(jobFixture(), now)).toBe(true);
    expect(isJobOpen(jobFixture({ expiresAt: null }), now)).toBe(true);
  });

  it('is closed when paused or expired', () => {
    expect(isJobOpen(jobFixture({ isActive: false }), now)).toBe(false);
    expect(isJobOpen(jobFixture({ expiresAt: '2026-03-09T00:00:00.000Z' }), now)).toBe(false);
  });
});

describe('applyActionFor', () => {
  const open = jobFixture();
  const closed = jobFixture({ isActive: false });

  it('lets a candidate apply to an open job, once', () => {
    expect(applyActionFor({ job: open, role: 'candidate', hasApplied: false, now })).toBe('apply');
    expect(applyActionFor({ job: open, role: 'candidate', hasApplied: true, now })).toBe('applied');
  });

  it('keeps Applied after the job closes', () => {
    expect(applyActionFor({ job: closed, role: 'candidate', hasApplied: true, now })).toBe('applied');
    expect(applyActionFor({ job: closed, role: 'candidate', hasApplied: false, now })).toBe('closed');
  });

  it('asks a visitor to sign in, unless the job is closed', () => {
    expect(applyActionFor({ job: open, role: null, hasApplied: false, now })).toBe('sign-in');
    expect(applyActionFor({ job: closed, role: null, hasApplied: false, now })).toBe('closed');
  });

  it('gives employers and admins nothing to apply with', () => {
    expect(applyActionFor({ job: open, role: 'employer', hasApplied: false, now })).toBe('read-only');
    expect(applyActionFor({ job: open, role: 'admin', hasApplied: false, now })).toBe('read-only');
  });
});

describe('canSaveJobs', () => {
  it('is for candidates and visitors', () => {
    expect(canSaveJobs('candidate')).toBe(true);
    expect(canSaveJobs(null)).toBe(true);
    expect(canSaveJobs('employer')).toBe(false);
    expect(canSaveJobs('admin')).toBe(false);
  });
});
