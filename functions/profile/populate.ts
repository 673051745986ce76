import type { z } from 'zod/mini';
import { isPhone } from '../../shared/candidates/reach';
import { availabilityForNoticeDays, levelForYears } from '../../shared/profile/options';
import { compareProfileDates, yearOf } from '../../shared/profile/periods';
import { LIST_LIMITS, profileLink } from '../../shared/profile/schemas';
import type { PopulateSummary, parsedResumeSchema } from '../../shared/resume/populate';
import { readOwnProfile } from '../model/own-profile';
import { MAX_ENTRIES, mutateProfile } from '../model/profile-saves';
import type { Principal } from '../platform/auth/principal';

type ParsedResume = z.infer<typeof parsedResumeSchema>;

const key = (...parts: (string | null | undefined)[]) =>
  parts.map((part) => (part ?? '').trim().toLowerCase()).join('|');

/**
 * An education's start as the resume printed it; most print only the year they finished, and the form
 * needs a start, so the usual length of a degree stands in, at the precision the end was given in (a
 * year alone stays a year: '2018' starts '2014', never 'Jan 2014'). A start after its end is dropped.
 */
function educationStart(start: string | undefined, end: string | null): string {
  if (start && (!end || compareProfileDates(end, start) >= 0)) return start;
  if (!end) return '2000-01';
  const year = String(Number(yearOf(end)) - 4);
  return end.length === 4 ? year : `${year}${end.slice(4)}`;
}

/** Whether a link (already through the one URL rule) is on `host` or its subdomains, under `path`. */
function isOn(link: string, host: string, path: string): boolean {
  const url = new URL(link);
  return (
    (url.hostname === host || url.hostname.endsWith(`.${host}`)) &&
    url.pathname.startsWith(path) &&
    url.pathname.length > path.length
  );
}

/** Adds the items the list lacks (compared case-insensitively) while it is under `max`; answers how many. */
function addNew(list: string[], items: string[], max: number): number {
  let added = 0;
  for (const item of items) {
    if (list.length >= max) break;
    if (!item || list.some((existing) => existing.toLowerCase() === item.toLowerCase())) continue;
    list.push(item);
    added += 1;
  }
  return added;
}

/**
 * Should the web app offer to fill the profile from the resume? Only when there is a resume and the profile
 * still lacks what a resume provides.
 */
export async function shouldPopulate(principal: Principal): Promise<boolean> {
  const profile = await readOwnProfile(principal);
  if (!profile.resume) return false;
  return (
    !profile.title ||
    profile.workExperiences.length === 0 ||
    profile.educations.length === 0 ||
    profile.technicalSkills.length === 0
  );
}

/**
 * Fills empty fields and adds experiences, educations, certifications and skills that are not there yet,
 * compared case-insensitively, within the caps every other way of adding keeps (the rest is left out);
 * links only when the links section's rule accepts them. One conditional write: all of it lands or none.
 */
export async function populateFromResume(
  principal: Principal,
  parsed: ParsedResume,
): Promise<PopulateSummary> {
  const summary: PopulateSummary = {
    success: true,
    filledFields: [],
    addedWorkExperiences: 0,
    addedEducations: 0,
    addedSkills: 0,
  };
  await mutateProfile(principal, (draft) => {
    const fields = draft as unknown as Record<string, unknown>;
    const fill = (field: string, value: unknown) => {
      const current = fields[field];
      if ((current === undefined || current === null || current === '') && value !== '' && value != null) {
        fields[field] = value;
        summary.filledFields.push(field);
      }
    };
    const calc = parsed.calculatedData;
    fill('title', parsed.personalInfo.title || calc.currentRole);
    fill('location', parsed.personalInfo.location);
    // The phone the person confirmed in the review; one we could not read as a number is left out.
    if (isPhone(parsed.personalInfo.phone)) fill('phone', parsed.personalInfo.phone);
    fill('currentRole', calc.currentRole);
    fill('currentPositionTitle', calc.currentRole);
    fill('currentCompany', calc.currentCompany);
    if (parsed.workExperiences.length > 0 && draft.experienceYears === undefined) {
      const years = Math.floor(calc.totalExperienceYears);
      fill('experienceYears', years);
      fill('experienceLevel', levelForYears(years));
    }
    const latest = parsed.educations[0];
    fill('degree', latest?.degree);
    fill('institution', calc.latestInstitution || latest?.institution);
    fill('graduationYear', calc.graduationYear);
    const jobSearch = parsed.jobSearch;
    if (jobSearch?.noticePeriodDays != null)
      fill('availability', availabilityForNoticeDays(jobSearch.noticePeriodDays));
    // The CTC is read in rupees: it lands only where salaries are held in rupees. The expected CTC is the
    // least the person asks for, which matching reads as the expected minimum; never above a maximum set.
    if ((draft.currency ?? 'INR') === 'INR') {
      fill('currentSalary', jobSearch?.currentCtc);
      const expected = jobSearch?.expectedCtc;
      if (expected != null && (draft.expectedSalaryMax == null || draft.expectedSalaryMax >= expected))
        fill('expectedSalaryMin', expected);
    }
    const links = parsed.links.map(profileLink).filter((link): link is string => link !== null);
    fill(
      'linkedinUrl',
      links.find((link) => isOn(link, 'linkedin.com', '/in/')),
    );
    fill(
      'githubUrl',
      links.find((link) => isOn(link, 'github.com', '/')),
    );

    const skills = draft.technicalSkills ?? [];
    summary.addedSkills = addNew(skills, parsed.skills.technical, LIST_LIMITS.technicalSkills);
    draft.technicalSkills = skills;
    const languages = draft.languages ?? [];
    addNew(languages, parsed.skills.languages, LIST_LIMITS.languages);
    draft.languages = languages;

    const haveWork = new Set(
      draft.workExperiences.map((entry) => key(entry.companyName, entry.position, entry.startDate)),
    );
    for (const entry of parsed.workExperiences) {
      if (draft.workExperiences.length >= MAX_ENTRIES) break;
      const startDate = entry.startDate;
      const endDate = entry.isCurrent ? null : entry.endDate;
      // An entry the profile form could not hold (no company, title or start) stays for manual entry.
      if (!entry.companyName || !entry.position || !startDate || (!entry.isCurrent && !endDate)) continue;
      if (haveWork.has(key(entry.companyName, entry.position, startDate))) continue;
      haveWork.add(key(entry.companyName, entry.position, startDate));
      draft.workExperiences.push({
        id: crypto.randomUUID(),
        companyName: entry.companyName,
        position: entry.position,
        startDate,
        endDate: endDate && compareProfileDates(endDate, startDate) < 0 ? startDate : endDate,
        isCurrent: entry.isCurrent,
        ...(entry.description ? { description: entry.description } : {}),
      });
      summary.addedWorkExperiences += 1;
    }

    const haveEducation = new Set(draft.educations.map((entry) => key(entry.institution, entry.degree)));
    for (const entry of parsed.educations) {
      if (draft.educations.length >= MAX_ENTRIES) break;
      if (!entry.institution || !entry.degree || haveEducation.has(key(entry.institution, entry.degree)))
        continue;
      haveEducation.add(key(entry.institution, entry.degree));
      const endDate = entry.endDate;
      draft.educations.push({
        id: crypto.randomUUID(),
        institution: entry.institution,
        degree: entry.degree,
        fieldOfStudy: entry.fieldOfStudy || null,
        startDate: educationStart(entry.startDate ?? undefined, endDate),
        endDate,
        isCurrent: !endDate,
      });
      summary.addedEducations += 1;
    }

    const haveCertifications = new Set(draft.certifications.map((entry) => entry.name.toLowerCase()));
    for (const name of parsed.certifications) {
      if (draft.certifications.length >= MAX_ENTRIES) break;
      if (!name || haveCertifications.has(name.toLowerCase())) continue;
      haveCertifications.add(name.toLowerCase());
      draft.certifications.push({ id: crypto.randomUUID(), name, issuer: 'Listed on resume' });
    }
  });
  return summary;
}
