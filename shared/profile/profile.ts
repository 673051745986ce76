import type { ProfileCompletion } from './completion';
import type { Currency, ExperienceLevel, JobType } from './options';
import type { CertificationInput, EducationInput, WorkExperienceInput } from './schemas';

export type WorkExperience = WorkExperienceInput & { id: string };
export type Education = EducationInput & { id: string };
export type Certification = CertificationInput & { id: string };

/** A candidate's profile as GET /profile and GET /candidates/{id} answer it (the server shape, spec section 3). */
export interface Profile {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  user: { firstName: string; lastName: string; location: string | null; profilePictureUrl: string | null };
  /** The headline under the name. */
  title: string | null;
  summary: string | null;
  location: string | null;
  currentRole: string | null;
  technicalSkills: string[];
  languages: string[];
  skills: { name: string; category: 'technical' | 'language' }[];
  isOpenToRemote: boolean;
  isOpenToHybrid: boolean;
  isOpenToOnSite: boolean;
  preferredLocations: string[];
  jobTypes: JobType[];
  availability: string | null;
  /** They can buy out their notice period (issue 36). */
  canBuyOutNotice: boolean;
  currentSalary: number | null;
  expectedSalaryMin: number | null;
  expectedSalaryMax: number | null;
  currency: Currency;
  experienceYears: number | null;
  experienceLevel: ExperienceLevel | null;
  currentPositionTitle: string | null;
  currentCompany: string | null;
  industryExperience: string | null;
  degree: string | null;
  institution: string | null;
  graduationYear: number | null;
  linkedinUrl: string | null;
  portfolioUrl: string | null;
  githubUrl: string | null;
  gender: string | null;
  workAuthorization: string | null;
  resume: { url: string | null; filename: string } | null;
  workExperiences: WorkExperience[];
  educations: Education[];
  certifications: Certification[];
  isPublic: boolean;
  /** Whether employers may contact the candidate outside an application (shared/candidates/reach.ts). */
  openToContact: boolean;
  /** The candidate's phone: on their own profile only. */
  phone: string | null;
  matchingEnabled: boolean;
  profileCompletionPercentage: number;
  hasRequiredMatchingData: boolean;
  completion: ProfileCompletion;
  /** True only on the caller's own profile: edit controls show only then. */
  isOwn: boolean;
  /** On the caller's own profile: how many times employers viewed it (once per employer per day). */
  profileViews?: number;
  updatedAt: string;
}

/** The profile API (all under /api/v1). Section and entry answers are the whole updated Profile. */
export const PROFILE_API = {
  profile: '/profile', // GET -> Profile; POST (create or update: header fields) -> Profile
  header: '/profile/header', // PATCH headerSchema
  jobPreferences: '/profile/job-preferences', // PATCH jobPreferencesSchema
  skills: '/profile/skills', // PATCH skillsSchema
  experience: '/profile/experience', // PATCH experienceSummarySchema
  education: '/profile/education', // PATCH educationSummarySchema; POST educationEntrySchema
  links: '/profile/links', // PATCH linksSchema
  additionalInfo: '/profile/additional-info', // PATCH additionalInfoSchema
  workExperience: '/profile/work-experience', // POST; PUT and DELETE /{id}
  educationEntry: (id: string) => `/profile/education/${id}`, // PUT and DELETE
  certifications: '/profile/certifications', // POST; PUT and DELETE /{id}
  enableMatching: '/profile/enable-matching', // POST -> Profile; 400 when data is missing
  disableMatching: '/profile/disable-matching', // POST -> Profile
  visibility: '/profile/visibility', // PUT { isPublic } -> Profile
  candidatesMe: '/candidates/me', // GET -> Profile; PUT headerSchema -> Profile
  candidate: (id: string) => `/candidates/${id}`, // GET -> Profile (owner; employer/admin if public)
  deleteAccount: '/users/me', // DELETE -> { deleted: true }
} as const;
