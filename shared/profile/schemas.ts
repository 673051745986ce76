import * as z from 'zod/mini';
import { AVAILABILITY, CURRENCIES, GENDERS, JOB_TYPES, WORK_AUTHORIZATIONS } from './options';
import { compareProfileDates, PROFILE_DATE } from './periods';

/*
 * Section bodies of the profile API and the edit modals (candidate-side.md section 5). Dates are months,
 * 'YYYY-MM'; a job's or a course's dates may be a year alone, 'YYYY', when that is all the person knows
 * (periods.ts). Every body is strict: a field the section does not own is refused.
 */

export const PROFILE_MESSAGES = {
  nameRequired: 'Name is required',
  titleRequired: 'Title is required',
  companyRequired: 'Company name is required',
  positionRequired: 'Position is required',
  startRequired: 'Start date is required',
  endRequiredWork: 'End date is required when not currently working here',
  endRequiredStudy: 'End date is required when not currently studying here',
  endAfterStart: 'End date must be after start date',
  institutionRequired: 'Institution is required',
  degreeRequired: 'Degree is required',
  urlInvalid: 'Please enter a valid URL',
  locationRequired: 'Location is required',
  currentSalaryRequired: 'Current salary is required',
  workPreferenceRequired: 'Choose at least one work preference',
  availabilityRequired: 'Availability is required',
  currentRoleRequired: 'Current role is required',
  jobTitleRequired: 'Job title is required',
  totalExperienceRequired: 'Total experience is required',
  industryRequired: 'Industry is required',
  salaryRange: 'Maximum expected salary must be at least the minimum',
  duplicateSkill: 'This skill is already in your list',
  certificationNameRequired: 'Certification name is required',
  issuerRequired: 'Issuing organisation is required',
} as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max));
const optionalText = (max = 200) => z.optional(z.nullable(text(max)));
const month = (message: string) => z.string({ error: message }).check(z.trim(), z.regex(MONTH, message));
const monthOrYear = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.regex(PROFILE_DATE, message));

/** List sizes of the skills section: the caps hold for every way of adding to them (a resume too). */
export const LIST_LIMITS = { technicalSkills: 60, languages: 20, preferredLocations: 10 } as const;

/** An optional http(s) URL; empty means none. */
export const optionalUrl = z.optional(
  z.nullable(
    z.string().check(
      z.trim(),
      z.maxLength(500, PROFILE_MESSAGES.urlInvalid),
      z.refine((value) => value === '' || isHttpUrl(value), PROFILE_MESSAGES.urlInvalid),
    ),
  ),
);

/**
 * The one rule for a link a profile stores, whatever writes it (the links section, an entry, a resume):
 * `optionalUrl`'s. A link written without a scheme ('github.com/kavya', as resumes print them) reads as
 * https. Answers the link to store, or null when the rule refuses it.
 */
export function profileLink(value: string): string | null {
  const trimmed = value.trim();
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const parsed = optionalUrl.safeParse(withScheme);
  return parsed.success && parsed.data ? parsed.data : null;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Trimmed, blank entries dropped, duplicates refused case-insensitively (spec: Skills section). */
const uniqueList = (itemMax: number, listMax: number) =>
  z.array(z.string().check(z.trim(), z.maxLength(itemMax))).check(
    z.maxLength(listMax),
    z.overwrite((items) => items.filter(Boolean)),
    z.refine(
      (items) => new Set(items.map((item) => item.toLowerCase())).size === items.length,
      PROFILE_MESSAGES.duplicateSkill,
    ),
  );

interface Period {
  startDate: string;
  endDate?: string | null;
  isCurrent: boolean;
}
/** An end in the same month (or, for a year alone, the same year) as the start is allowed. */
const endNotBeforeStart = z.refine<Period>(
  (value) => value.isCurrent || !value.endDate || compareProfileDates(value.endDate, value.startDate) >= 0,
  { message: PROFILE_MESSAGES.endAfterStart, path: ['endDate'] },
);
const endUnlessCurrent = (message: string) =>
  z.refine<Period>((value) => Boolean(value.isCurrent || value.endDate), { message, path: ['endDate'] });

export const headerSchema = z.strictObject({
  firstName: requiredText(PROFILE_MESSAGES.nameRequired, 80),
  lastName: requiredText(PROFILE_MESSAGES.nameRequired, 80),
  title: requiredText(PROFILE_MESSAGES.titleRequired, 120),
  location: optionalText(120),
  summary: optionalText(2000),
});

export const jobPreferencesSchema = z
  .strictObject({
    isOpenToRemote: z.boolean(),
    isOpenToHybrid: z.boolean(),
    isOpenToOnSite: z.boolean(),
    location: requiredText(PROFILE_MESSAGES.locationRequired, 120),
    preferredLocations: uniqueList(80, LIST_LIMITS.preferredLocations),
    jobTypes: z.array(z.enum(JOB_TYPES)).check(z.maxLength(4)),
    availability: z.enum(AVAILABILITY, { error: PROFILE_MESSAGES.availabilityRequired }),
    canBuyOutNotice: z.optional(z.boolean()),
    currentSalary: z.number({ error: PROFILE_MESSAGES.currentSalaryRequired }).check(z.gte(0), z.lte(1e10)),
    expectedSalaryMin: z.optional(z.nullable(z.number().check(z.gte(0), z.lte(1e10)))),
    expectedSalaryMax: z.optional(z.nullable(z.number().check(z.gte(0), z.lte(1e10)))),
    currency: z.enum(CURRENCIES),
  })
  .check(
    z.refine((value) => value.isOpenToRemote || value.isOpenToHybrid || value.isOpenToOnSite, {
      message: PROFILE_MESSAGES.workPreferenceRequired,
      path: ['isOpenToOnSite'],
    }),
    z.refine(
      (value) =>
        value.expectedSalaryMin == null ||
        value.expectedSalaryMax == null ||
        value.expectedSalaryMin <= value.expectedSalaryMax,
      { message: PROFILE_MESSAGES.salaryRange, path: ['expectedSalaryMax'] },
    ),
  );

export const skillsSchema = z.strictObject({
  currentRole: requiredText(PROFILE_MESSAGES.currentRoleRequired, 120),
  technicalSkills: uniqueList(60, LIST_LIMITS.technicalSkills),
  languages: uniqueList(40, LIST_LIMITS.languages),
});

export const experienceSummarySchema = z.strictObject({
  experienceYears: z
    .number({ error: PROFILE_MESSAGES.totalExperienceRequired })
    .check(z.int(), z.gte(0), z.lte(60)),
  currentPositionTitle: requiredText(PROFILE_MESSAGES.jobTitleRequired, 120),
  currentCompany: requiredText(PROFILE_MESSAGES.companyRequired, 120),
  industryExperience: requiredText(PROFILE_MESSAGES.industryRequired, 120),
});

export const educationSummarySchema = z.strictObject({
  degree: requiredText(PROFILE_MESSAGES.degreeRequired, 120),
  institution: requiredText(PROFILE_MESSAGES.institutionRequired, 200),
  graduationYear: z.optional(z.nullable(z.number().check(z.int(), z.gte(1950), z.lte(2100)))),
});

export const linksSchema = z.strictObject({
  linkedin: optionalUrl,
  portfolio: optionalUrl,
  github: optionalUrl,
});

export const additionalInfoSchema = z.strictObject({
  gender: z.optional(z.nullable(z.enum(GENDERS))),
  workAuthorization: z.optional(z.nullable(z.enum(WORK_AUTHORIZATIONS))),
});

export const workExperienceSchema = z
  .strictObject({
    companyName: requiredText(PROFILE_MESSAGES.companyRequired, 120),
    position: requiredText(PROFILE_MESSAGES.positionRequired, 120),
    location: optionalText(120),
    startDate: monthOrYear(PROFILE_MESSAGES.startRequired),
    endDate: z.optional(z.nullable(monthOrYear(PROFILE_MESSAGES.endRequiredWork))),
    isCurrent: z.boolean(),
    description: optionalText(4000),
    achievements: z.optional(z.array(text(500)).check(z.maxLength(20))),
    companyUrl: optionalUrl,
  })
  .check(endUnlessCurrent(PROFILE_MESSAGES.endRequiredWork), endNotBeforeStart);

export const educationEntrySchema = z
  .strictObject({
    institution: requiredText(PROFILE_MESSAGES.institutionRequired, 200),
    degree: requiredText(PROFILE_MESSAGES.degreeRequired, 120),
    fieldOfStudy: optionalText(120),
    startDate: monthOrYear(PROFILE_MESSAGES.startRequired),
    endDate: z.optional(z.nullable(monthOrYear(PROFILE_MESSAGES.endRequiredStudy))),
    isCurrent: z.boolean(),
    grade: optionalText(40),
    location: optionalText(120),
    description: optionalText(2000),
  })
  .check(endUnlessCurrent(PROFILE_MESSAGES.endRequiredStudy), endNotBeforeStart);

export const certificationSchema = z.strictObject({
  name: requiredText(PROFILE_MESSAGES.certificationNameRequired, 200),
  issuer: requiredText(PROFILE_MESSAGES.issuerRequired, 200),
  issueDate: z.optional(z.nullable(month('Please enter a valid month'))),
  expiryDate: z.optional(z.nullable(month('Please enter a valid month'))),
  credentialUrl: optionalUrl,
});

export type HeaderInput = z.infer<typeof headerSchema>;
export type JobPreferencesInput = z.infer<typeof jobPreferencesSchema>;
export type SkillsInput = z.infer<typeof skillsSchema>;
export type ExperienceSummaryInput = z.infer<typeof experienceSummarySchema>;
export type EducationSummaryInput = z.infer<typeof educationSummarySchema>;
export type LinksInput = z.infer<typeof linksSchema>;
export type AdditionalInfoInput = z.infer<typeof additionalInfoSchema>;
export type WorkExperienceInput = z.infer<typeof workExperienceSchema>;
export type EducationInput = z.infer<typeof educationEntrySchema>;
export type CertificationInput = z.infer<typeof certificationSchema>;
