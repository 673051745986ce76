// Boundary: the /profile-demo sample (pure): the spec's sample shape shown as a read-only profile.

import { formatPeriod } from '@shared/profile/periods';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PROFILE, sampleToProfile } from './sample-profile';

describe('sampleToProfile', () => {
  const profile = sampleToProfile(SAMPLE_PROFILE);

  it('splits the name and keeps the headline and location', () => {
    expect(profile).toMatchObject({
      firstName: 'Priya',
      lastName: 'Sharma',
      title: 'Full Stack Developer',
      location: 'Bengaluru, Karnataka',
      isOwn: false,
    });
  });

  it('maps work preferences, skills and the experience band', () => {
    expect(profile).toMatchObject({ isOpenToRemote: true, isOpenToHybrid: true, isOpenToOnSite: false });
    expect(profile.availability).toBe('1 month');
    expect(profile.technicalSkills).toContain('TypeScript');
    expect(profile.experienceYears).toBe(3);
    expect(profile.experienceLevel).toBe('mid');
  });

  it('shows its education as an entry with an en-IN period', () => {
    const [education] = profile.educations;
    expect(education?.degree).toBe('B.Tech / B.E.');
    expect(formatPeriod(education?.startDate, education?.endDate, false)).toBe('Aug 2015 - May 2019');
  });

  it('shows the current position as a current job', () => {
    const [work] = profile.workExperiences;
    expect(work).toMatchObject({
      position: 'Full Stack Developer',
      companyName: 'Acme Tech',
      isCurrent: true,
    });
    expect(formatPeriod(work?.startDate, work?.endDate, Boolean(work?.isCurrent))).toBe('Jul 2021 - Present');
  });

  it('carries a resume and links but no account data', () => {
    expect(profile.resume?.filename).toBe('priya-sharma-resume.pdf');
    expect(profile.linkedinUrl).toMatch(/^https:\/\//);
    expect(profile.userId).toBe('sample');
  });
});
