import { JOBS } from '@shared/constants';
import { DEGREES, FIELDS_OF_STUDY, POSITION_TITLES } from '@shared/profile/options';
import type { Certification, Education, Profile, WorkExperience } from '@shared/profile/profile';
import type {
  AdditionalInfoInput,
  CertificationInput,
  EducationInput,
  ExperienceSummaryInput,
  HeaderInput,
  JobPreferencesInput,
  LinksInput,
  SkillsInput,
  WorkExperienceInput,
} from '@shared/profile/schemas';
import { experienceBandFor } from './format';
import { isOther, joinOther, splitOther } from './other-option';

/*
 * Each edit modal's form values, how they start from the profile, and the body they become. Inputs hold
 * text (a salary field, a month field); the body holds what the section's schema accepts, with exactly
 * its fields, so the shared schema validates the body the server will receive. A body field that has no
 * input of its own (a degree chosen as 'Other') names the input its errors belong under.
 */

/** Blank text means 'none': null, so the server clears the value instead of storing ''. */
export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed ? trimmed : null;
}

/**
 * A whole number typed into a text field, allowing lakh or thousand separators ('12,00,000'). Blank is
 * undefined (the schema then says the field is required); anything else that is not a number is NaN.
 */
export function parseAmount(value: string): number | undefined {
  const compact = value.replace(/[\s,]/g, '');
  if (!compact) return undefined;
  return /^\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

/**
 * Salaries are typed as jobs show them: lakhs a year (LPA) for rupees, the whole yearly amount in other
 * currencies. Stored in the currency's units either way.
 */
export const salaryInLpa = (currency: string): boolean => currency === 'INR';

/** A stored yearly salary as its field shows it: 1200000 rupees is '12'; exact, so saving changes nothing. */
export function salaryText(value: number | null | undefined, currency: string): string {
  if (typeof value !== 'number') return '';
  return salaryInLpa(currency) ? String(value / JOBS.lpaMultiplier) : String(value);
}

/** A salary field's text as a yearly amount: '12.5' LPA is 1250000 rupees; blank undefined, junk NaN. */
export function parseSalary(text: string, currency: string): number | undefined {
  const amount = parseAmount(text);
  if (amount === undefined || !salaryInLpa(currency)) return amount;
  return Number.isFinite(amount) ? Math.round(amount * JOBS.lpaMultiplier) : amount;
}

/** Maps a body field to the form input that shows its error; the identity for most forms. */
export type FieldFor<Values> = (bodyField: string, values: Values) => keyof Values & string;

// Header -----------------------------------------------------------------------------------------------

export interface HeaderValues {
  firstName: string;
  lastName: string;
  title: string;
  location: string;
  summary: string;
}

export function headerValues(profile: Profile): HeaderValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    title: profile.title ?? '',
    location: profile.location ?? '',
    summary: profile.summary ?? '',
  };
}

export function headerBody(values: HeaderValues): HeaderInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    title: values.title,
    location: textOrNull(values.location),
    summary: textOrNull(values.summary),
  };
}

// Job preferences --------------------------------------------------------------------------------------

export interface JobPreferencesValues {
  isOpenToRemote: boolean;
  isOpenToHybrid: boolean;
  isOpenToOnSite: boolean;
  location: string;
  preferredLocations: string[];
  jobTypes: JobPreferencesInput['jobTypes'];
  availability: string;
  canBuyOutNotice: boolean;
  currentSalary: string;
  expectedSalaryMin: string;
  expectedSalaryMax: string;
  currency: JobPreferencesInput['currency'];
}

export function jobPreferencesValues(profile: Profile): JobPreferencesValues {
  return {
    isOpenToRemote: profile.isOpenToRemote,
    isOpenToHybrid: profile.isOpenToHybrid,
    isOpenToOnSite: profile.isOpenToOnSite,
    location: profile.location ?? '',
    preferredLocations: profile.preferredLocations,
    jobTypes: profile.jobTypes,
    availability: profile.availability ?? '',
    canBuyOutNotice: profile.canBuyOutNotice,
    currentSalary: salaryText(profile.currentSalary, profile.currency),
    expectedSalaryMin: salaryText(profile.expectedSalaryMin, profile.currency),
    expectedSalaryMax: salaryText(profile.expectedSalaryMax, profile.currency),
    currency: profile.currency,
  };
}

/** Not yet checked: the schema decides (an unknown availability, a missing salary). */
export function jobPreferencesBody(values: JobPreferencesValues): JobPreferencesInput {
  return {
    isOpenToRemote: values.isOpenToRemote,
    isOpenToHybrid: values.isOpenToHybrid,
    isOpenToOnSite: values.isOpenToOnSite,
    location: values.location,
    preferredLocations: values.preferredLocations,
    jobTypes: values.jobTypes,
    availability: values.availability as JobPreferencesInput['availability'],
    canBuyOutNotice: values.canBuyOutNotice,
    currentSalary: parseSalary(values.currentSalary, values.currency) as number,
    expectedSalaryMin: parseSalary(values.expectedSalaryMin, values.currency) ?? null,
    expectedSalaryMax: parseSalary(values.expectedSalaryMax, values.currency) ?? null,
    currency: values.currency,
  };
}

/** The work-preference rule has no input of its own: its message shows under the group's last box. */
export const jobPreferencesFieldFor: FieldFor<JobPreferencesValues> = (field) =>
  field as keyof JobPreferencesValues;

// Skills -----------------------------------------------------------------------------------------------

export type SkillsValues = SkillsInput;

export function skillsValues(profile: Profile): SkillsValues {
  return {
    currentRole: profile.currentRole ?? '',
    technicalSkills: profile.technicalSkills,
    languages: profile.languages,
  };
}

export const skillsBody = (values: SkillsValues): SkillsInput => ({
  currentRole: values.currentRole,
  technicalSkills: values.technicalSkills,
  languages: values.languages,
});

// Experience summary -----------------------------------------------------------------------------------

export interface ExperienceValues {
  /** The chosen band's years as text ('' for none): a select's value. */
  experienceYears: string;
  positionChoice: string;
  positionOther: string;
  currentCompany: string;
  industryExperience: string;
}

export function experienceValues(profile: Profile): ExperienceValues {
  const position = splitOther(profile.currentPositionTitle, POSITION_TITLES);
  return {
    experienceYears:
      typeof profile.experienceYears === 'number'
        ? String(experienceBandFor(profile.experienceYears).years)
        : '',
    positionChoice: position.choice,
    positionOther: position.other,
    currentCompany: profile.currentCompany ?? '',
    industryExperience: profile.industryExperience ?? '',
  };
}

export function experienceBody(values: ExperienceValues): ExperienceSummaryInput {
  return {
    experienceYears: (values.experienceYears === '' ? undefined : Number(values.experienceYears)) as number,
    currentPositionTitle: joinOther({ choice: values.positionChoice, other: values.positionOther }),
    currentCompany: values.currentCompany,
    industryExperience: values.industryExperience,
  };
}

export const experienceFieldFor: FieldFor<ExperienceValues> = (field, values) => {
  if (field === 'currentPositionTitle') {
    return isOther(values.positionChoice) ? 'positionOther' : 'positionChoice';
  }
  return field as keyof ExperienceValues;
};

// Links ------------------------------------------------------------------------------------------------

export interface LinksValues {
  linkedin: string;
  portfolio: string;
  github: string;
}

export function linksValues(profile: Profile): LinksValues {
  return {
    linkedin: profile.linkedinUrl ?? '',
    portfolio: profile.portfolioUrl ?? '',
    github: profile.githubUrl ?? '',
  };
}

export function linksBody(values: LinksValues): LinksInput {
  return {
    linkedin: textOrNull(values.linkedin),
    portfolio: textOrNull(values.portfolio),
    github: textOrNull(values.github),
  };
}

// Additional information -------------------------------------------------------------------------------

export interface AdditionalInfoValues {
  gender: string;
  workAuthorization: string;
}

export function additionalInfoValues(profile: Profile): AdditionalInfoValues {
  return {
    gender: profile.gender ?? '',
    workAuthorization: profile.workAuthorization ?? '',
  };
}

export function additionalInfoBody(values: AdditionalInfoValues): AdditionalInfoInput {
  return {
    gender: textOrNull(values.gender) as AdditionalInfoInput['gender'],
    workAuthorization: textOrNull(values.workAuthorization) as AdditionalInfoInput['workAuthorization'],
  };
}

// Work experience --------------------------------------------------------------------------------------

export interface WorkExperienceValues {
  companyName: string;
  position: string;
  location: string;
  startDate: string;
  endDate: string;
  isCurrent: boolean;
  description: string;
  /** One achievement per line. */
  achievements: string;
  companyUrl: string;
}

export function workExperienceValues(entry?: WorkExperience): WorkExperienceValues {
  return {
    companyName: entry?.companyName ?? '',
    position: entry?.position ?? '',
    location: entry?.location ?? '',
    startDate: entry?.startDate ?? '',
    endDate: entry?.endDate ?? '',
    isCurrent: entry?.isCurrent ?? false,
    description: entry?.description ?? '',
    achievements: (entry?.achievements ?? []).join('\n'),
    companyUrl: entry?.companyUrl ?? '',
  };
}

/** Lines of a text area as list entries: trimmed, blank lines dropped. */
export function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** 'I currently work here' sends endDate null whatever the hidden end date field held (spec section 4). */
export function workExperienceBody(values: WorkExperienceValues): WorkExperienceInput {
  return {
    companyName: values.companyName,
    position: values.position,
    location: textOrNull(values.location),
    startDate: values.startDate.trim(),
    endDate: values.isCurrent ? null : textOrNull(values.endDate),
    isCurrent: values.isCurrent,
    description: textOrNull(values.description),
    achievements: lines(values.achievements),
    companyUrl: textOrNull(values.companyUrl),
  };
}

// Education --------------------------------------------------------------------------------------------

export interface EducationValues {
  institution: string;
  degreeChoice: string;
  degreeOther: string;
  fieldChoice: string;
  fieldOther: string;
  startDate: string;
  endDate: string;
  isCurrent: boolean;
  grade: string;
  location: string;
  description: string;
}

export function educationValues(entry?: Education): EducationValues {
  const degree = splitOther(entry?.degree, DEGREES);
  const field = splitOther(entry?.fieldOfStudy, FIELDS_OF_STUDY);
  return {
    institution: entry?.institution ?? '',
    degreeChoice: degree.choice,
    degreeOther: degree.other,
    fieldChoice: field.choice,
    fieldOther: field.other,
    startDate: entry?.startDate ?? '',
    endDate: entry?.endDate ?? '',
    isCurrent: entry?.isCurrent ?? false,
    grade: entry?.grade ?? '',
    location: entry?.location ?? '',
    description: entry?.description ?? '',
  };
}

export function educationBody(values: EducationValues): EducationInput {
  return {
    institution: values.institution,
    degree: joinOther({ choice: values.degreeChoice, other: values.degreeOther }),
    fieldOfStudy: textOrNull(joinOther({ choice: values.fieldChoice, other: values.fieldOther })),
    startDate: values.startDate.trim(),
    endDate: values.isCurrent ? null : textOrNull(values.endDate),
    isCurrent: values.isCurrent,
    grade: textOrNull(values.grade),
    location: textOrNull(values.location),
    description: textOrNull(values.description),
  };
}

export const educationFieldFor: FieldFor<EducationValues> = (field, values) => {
  if (field === 'degree') return isOther(values.degreeChoice) ? 'degreeOther' : 'degreeChoice';
  if (field === 'fieldOfStudy') return isOther(values.fieldChoice) ? 'fieldOther' : 'fieldChoice';
  return field as keyof EducationValues;
};

// Certifications ---------------------------------------------------------------------------------------

export interface CertificationValues {
  name: string;
  issuer: string;
  issueDate: string;
  expiryDate: string;
  credentialUrl: string;
}

export function certificationValues(entry?: Certification): CertificationValues {
  return {
    name: entry?.name ?? '',
    issuer: entry?.issuer ?? '',
    issueDate: entry?.issueDate ?? '',
    expiryDate: entry?.expiryDate ?? '',
    credentialUrl: entry?.credentialUrl ?? '',
  };
}

export function certificationBody(values: CertificationValues): CertificationInput {
  return {
    name: values.name,
    issuer: values.issuer,
    issueDate: textOrNull(values.issueDate),
    expiryDate: textOrNull(values.expiryDate),
    credentialUrl: textOrNull(values.credentialUrl),
  };
}
