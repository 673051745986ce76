import * as z from 'zod/mini';
import { PROFILE_DATE } from '../profile/periods';

/*
 * POST /resume/populate-profile: the parsed resume the person reviewed, sent back with their consent
 * (spec section 7). Strict lengths keep a crafted body from bloating a profile.
 */

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const date = z.nullable(z.string().check(z.regex(PROFILE_DATE)));

export const parsedResumeSchema = z.object({
  personalInfo: z.object({
    firstName: text(80),
    lastName: text(80),
    email: text(254),
    phone: text(40),
    location: text(120),
    title: text(120),
  }),
  links: z.array(text(500)).check(z.maxLength(20)),
  workExperiences: z
    .array(
      z.object({
        position: text(120),
        companyName: text(120),
        startDate: date,
        endDate: date,
        isCurrent: z.boolean(),
        description: z.optional(text(4000)),
      }),
    )
    .check(z.maxLength(50)),
  educations: z
    .array(
      z.object({
        degree: text(120),
        institution: text(200),
        fieldOfStudy: text(120),
        startDate: z.optional(date),
        endDate: date,
      }),
    )
    .check(z.maxLength(50)),
  certifications: z.array(text(200)).check(z.maxLength(50)),
  skills: z.object({
    technical: z.array(text(60)).check(z.maxLength(100)),
    languages: z.array(text(40)).check(z.maxLength(20)),
  }),
  calculatedData: z.object({
    totalExperienceYears: z.number().check(z.gte(0), z.lte(60)),
    currentRole: text(120),
    currentCompany: text(120),
    highestDegree: z.nullable(z.string().check(z.maxLength(20))),
    latestInstitution: text(200),
    graduationYear: z.nullable(z.number().check(z.int(), z.gte(1950), z.lte(2100))),
  }),
  jobSearch: z.optional(
    z.object({
      noticePeriodDays: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(365))),
      currentCtc: z.nullable(z.number().check(z.gte(0), z.lte(1e10))),
      expectedCtc: z.nullable(z.number().check(z.gte(0), z.lte(1e10))),
    }),
  ),
});

export const populateProfileSchema = z.strictObject({
  parsedData: parsedResumeSchema,
  shouldPopulateProfile: z.literal(true, {
    error: 'Confirm that the profile should be filled from the resume.',
  }),
  userConfirmed: z.literal(true, { error: 'Confirm that the profile should be filled from the resume.' }),
});

/** What populate-profile added, so the web app can say so. */
export interface PopulateSummary {
  success: true;
  filledFields: string[];
  addedWorkExperiences: number;
  addedEducations: number;
  addedSkills: number;
}
