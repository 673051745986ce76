// Boundary: calculated data from parsed work and education entries (experience years, current role).
import { describe, expect, it } from 'vitest';
import type { ParsedWorkExperience } from '../../../shared/resume/parsed-resume.js';
import { calculate, currentEntry, totalExperienceYears } from './calculated.js';

const job = (
  start: string,
  end: string | null,
  position = 'Engineer',
  companyName = 'Acme',
): ParsedWorkExperience => ({
  position,
  companyName,
  startDate: start,
  endDate: end,
  isCurrent: end === null,
});
const now = new Date(Date.UTC(2026, 9, 15)); // October 2026

describe('totalExperienceYears', () => {
  it('sums months and rounds to one decimal', () => {
    // 18 months + 7 months = 25 months = 2.08 years
    expect(totalExperienceYears([job('2020-01', '2021-06'), job('2022-01', '2022-07')], now)).toBe(2.1);
  });

  it('does not count overlapping months twice', () => {
    // Jan 2020 - Dec 2021 and Jul 2021 - Jun 2022 cover 30 months, not 36.
    expect(totalExperienceYears([job('2020-01', '2021-12'), job('2021-07', '2022-06')], now)).toBe(2.5);
  });

  it('runs current roles to today and reads bare years as whole years', () => {
    expect(totalExperienceYears([job('2025-11', null)], now)).toBe(1);
    expect(totalExperienceYears([job('2018', '2019')], now)).toBe(2);
  });
});

describe('current role', () => {
  it('is the role marked current', () => {
    const work = [job('2019-01', '2021-01', 'Analyst', 'Old Co'), job('2021-02', null, 'Lead', 'New Co')];
    expect(currentEntry(work)?.companyName).toBe('New Co');
  });

  it('is the most recent role when none is current', () => {
    const work = [job('2015-01', '2017-01', 'A', 'First'), job('2017-02', '2020-05', 'B', 'Second')];
    const data = calculate(work, [], now);
    expect([data.currentRole, data.currentCompany]).toEqual(['B', 'Second']);
  });

  it('reads the highest degree, latest institution and graduation year from education', () => {
    const data = calculate(
      [],
      [
        { degree: 'B.Tech', institution: 'NIT Warangal', fieldOfStudy: 'ECE', endDate: '2016' },
        { degree: 'MBA', institution: 'IIM Bangalore', fieldOfStudy: 'Finance', endDate: '2019-04' },
      ],
      now,
    );
    expect(data).toMatchObject({
      highestDegree: 'master',
      latestInstitution: 'IIM Bangalore',
      graduationYear: 2019,
    });
  });
});

describe('education in calculated data', () => {
  const row = (degree: string, institution: string, endDate: string) => ({
    degree,
    institution,
    fieldOfStudy: '',
    endDate,
  });

  it('keeps the college degree as highest and its institution as latest beside school rows', () => {
    const data = calculate(
      [],
      [
        row('B.Com', 'Shivaji University', '2019'),
        row('HSC', 'Maharashtra State Board', '2016'),
        row('SSC', 'CBSE', '2014'),
      ],
      now,
    );
    expect(data).toMatchObject({
      highestDegree: 'bachelor',
      latestInstitution: 'Shivaji University',
      graduationYear: 2019,
    });
  });

  it('takes the college even when a school row carries the later year', () => {
    const data = calculate(
      [],
      [row('Diploma', 'Government Polytechnic, Pune', ''), row('Class XII', 'CBSE', '2021')],
      now,
    );
    expect(data.latestInstitution).toBe('Government Polytechnic, Pune');
    expect(data.highestDegree).toBe('diploma');
  });
});
