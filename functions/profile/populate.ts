import type { z } from 'zod/mini';
import { levelForYears } from '../../shared/profile/options';
import type { PopulateSummary, parsedResumeSchema } from '../../shared/resume/populate';
import type { Principal } from '../platform/auth/principal';
import { mutateProfile, readOwnProfile } from './service';

type ParsedResume = z.infer<typeof parsedResumeSchema>;

const key = (...parts: (string | null | undefined)[]) =>
  parts.map((part) => (part ?? '').trim().toLowerCase()).join('|');
/** Month inputs need 'YYYY-MM'; a year alone stands for its January. */
const month = (value: string | null) => (value ? (value.length === 4 ? `${value}-01` : value) : null);

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
 * compared case-insensitively. One conditional write: all of it lands or none of it.
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
    const linkedin = parsed.links.find((link) => /linkedin\.com\/in\//i.test(link));
    const github = parsed.links.find((link) => /github\.com\//i.test(link));
    fill('linkedinUrl', linkedin && (linkedin.startsWith('http') ? linkedin : `https://${linkedin}`));
    fill('githubUrl', github && (github.startsWith('http') ? github : `https://${github}`));

    const skills = draft.technicalSkills ?? [];
    for (const skill of parsed.skills.technical) {
      if (
        skill &&
        !skills.some((existing: string) => existing.toLowerCase() === skill.toLowerCase()) &&
        skills.length < 60
      ) {
        skills.push(skill);
        summary.addedSkills += 1;
      }
    }
    draft.technicalSkills = skills;
    const languages = draft.languages ?? [];
    for (const language of parsed.skills.languages) {
      if (
        language &&
        !languages.some((existing: string) => existing.toLowerCase() === language.toLowerCase())
      ) {
        languages.push(language);
      }
    }
    draft.languages = languages;

    const haveWork = new Set(
      draft.workExperiences.map((entry) => key(entry.companyName, entry.position, entry.startDate)),
    );
    for (const entry of parsed.workExperiences) {
      const startDate = month(entry.startDate);
      const endDate = entry.isCurrent ? null : month(entry.endDate);
      // An entry the profile form could not hold (no company, title or start) stays for manual entry.
      if (!entry.companyName || !entry.position || !startDate || (!entry.isCurrent && !endDate)) continue;
      if (haveWork.has(key(entry.companyName, entry.position, startDate))) continue;
      haveWork.add(key(entry.companyName, entry.position, startDate));
      draft.workExperiences.push({
        id: crypto.randomUUID(),
        companyName: entry.companyName,
        position: entry.position,
        startDate,
        endDate: endDate && endDate < startDate ? startDate : endDate,
        isCurrent: entry.isCurrent,
      });
      summary.addedWorkExperiences += 1;
    }

    const haveEducation = new Set(draft.educations.map((entry) => key(entry.institution, entry.degree)));
    for (const entry of parsed.educations) {
      if (!entry.institution || !entry.degree || haveEducation.has(key(entry.institution, entry.degree)))
        continue;
      haveEducation.add(key(entry.institution, entry.degree));
      const endDate = month(entry.endDate);
      draft.educations.push({
        id: crypto.randomUUID(),
        institution: entry.institution,
        degree: entry.degree,
        fieldOfStudy: entry.fieldOfStudy || null,
        // The form needs a start; a resume rarely prints one, so the usual length of a degree stands in.
        startDate: endDate ? `${Number(endDate.slice(0, 4)) - 4}-${endDate.slice(5, 7) || '07'}` : '2000-01',
        endDate,
        isCurrent: !endDate,
      });
      summary.addedEducations += 1;
    }

    const haveCertifications = new Set(draft.certifications.map((entry) => entry.name.toLowerCase()));
    for (const name of parsed.certifications) {
      if (!name || haveCertifications.has(name.toLowerCase())) continue;
      haveCertifications.add(name.toLowerCase());
      draft.certifications.push({ id: crypto.randomUUID(), name, issuer: 'Listed on resume' });
    }
  });
  return summary;
}
