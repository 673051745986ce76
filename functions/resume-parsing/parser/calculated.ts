import type {
  ParsedCalculatedData,
  ParsedEducation,
  ParsedWorkExperience,
} from '../../../shared/resume/parsed-resume.js';
import { monthIndex } from './dates.js';
import { highestDegree, isSchoolRow } from './education.js';

/**
 * Total experience: the months covered by any role (overlapping roles counted once) / 12, one decimal.
 * A bare-year start counts from January, a bare-year end to December; current roles run to `now`.
 */
export function totalExperienceYears(work: ParsedWorkExperience[], now: Date): number {
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const spans: [number, number][] = [];
  for (const w of work) {
    if (!w.startDate) continue;
    const start = monthIndex(w.startDate);
    let end: number;
    if (w.isCurrent || !w.endDate) end = w.isCurrent ? nowIndex : start;
    else end = w.endDate.includes('-') ? monthIndex(w.endDate) : monthIndex(w.endDate) + 11;
    end = Math.min(end, nowIndex);
    if (end >= start) spans.push([start, end]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let current: [number, number] | undefined;
  for (const span of spans) {
    if (current && span[0] <= current[1] + 1) current[1] = Math.max(current[1], span[1]);
    else {
      if (current) months += current[1] - current[0] + 1;
      current = [span[0], span[1]];
    }
  }
  if (current) months += current[1] - current[0] + 1;
  return Math.round((months / 12) * 10) / 10;
}

/** The role marked current, else the one that ended last. */
export function currentEntry(work: ParsedWorkExperience[]): ParsedWorkExperience | undefined {
  const current = work.find((w) => w.isCurrent);
  if (current) return current;
  let latest: ParsedWorkExperience | undefined;
  for (const w of work) {
    const end = w.endDate ?? w.startDate;
    if (!end) continue;
    const latestEnd = latest?.endDate ?? latest?.startDate;
    if (!latestEnd || monthIndex(end) > monthIndex(latestEnd)) latest = w;
  }
  return latest ?? work[0];
}

export function calculate(
  work: ParsedWorkExperience[],
  education: ParsedEducation[],
  now: Date,
): ParsedCalculatedData {
  const role = currentEntry(work);
  // School rows (Class X/XII, SSC/HSC) are education, but the latest institution is a college's when any is listed.
  const colleges = education.filter((e) => !isSchoolRow(e.degree));
  const pool = colleges.length ? colleges : education;
  const dated = pool.filter((e) => e.endDate);
  const latest = dated.length
    ? dated.reduce((a, b) => (monthIndex(b.endDate ?? '0') > monthIndex(a.endDate ?? '0') ? b : a))
    : pool[0];
  const graduation = latest?.endDate ? Number(latest.endDate.slice(0, 4)) : null;
  return {
    totalExperienceYears: totalExperienceYears(work, now),
    currentRole: role?.position ?? '',
    currentCompany: role?.companyName ?? '',
    highestDegree: highestDegree(education.map((e) => e.degree)),
    latestInstitution: latest?.institution ?? '',
    graduationYear: graduation,
  };
}
