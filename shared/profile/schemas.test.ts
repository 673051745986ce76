// Boundary: the profile's entry schemas (pure): dates of work and study as months or years alone.
import { describe, expect, it } from 'vitest';
import { educationEntrySchema, PROFILE_MESSAGES, workExperienceSchema } from './schemas';

const course = { institution: 'NIT Trichy', degree: 'B.Tech', isCurrent: false };
const job = { companyName: 'Infosys', position: 'Engineer', isCurrent: false };
const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('entry dates', () => {
  it('keeps a year-only period as years', () => {
    const parsed = educationEntrySchema.parse({ ...course, startDate: '2014', endDate: '2018' });
    expect([parsed.startDate, parsed.endDate]).toEqual(['2014', '2018']);
    expect(workExperienceSchema.safeParse({ ...job, startDate: '2019', endDate: '2021-03' }).success).toBe(
      true,
    );
  });

  it('compares a year with a month at the year: the same year is no earlier', () => {
    expect(educationEntrySchema.safeParse({ ...course, startDate: '2018-06', endDate: '2018' }).success).toBe(
      true,
    );
    expect(
      issues(educationEntrySchema.safeParse({ ...course, startDate: '2018', endDate: '2017-12' })),
    ).toEqual([PROFILE_MESSAGES.endAfterStart]);
  });

  it('refuses what is neither a month nor a year', () => {
    expect(issues(workExperienceSchema.safeParse({ ...job, startDate: '18', endDate: '2020' }))).toEqual([
      PROFILE_MESSAGES.startRequired,
    ]);
  });
});
