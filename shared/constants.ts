/**
 * Business constants and limits of the spec (section 9 of both documents). Anything a rule, a screen or
 * a handler counts with lives here, once.
 */

// What the web app's shell and its public pages read lives apart (ADR 0004): see shell-constants.ts.
export {
  ACCOUNT,
  APPROVAL_POLLING,
  JOB_SEARCH,
  JOBS,
  REQUEST_TIMEOUT_MS,
  SUBSCRIPTION,
  SUPPORT,
  TEAM,
  UI,
} from './shell-constants';

export const PAGINATION = {
  jobSearchPageSize: 12,
  applicationListPageSize: 20,
  companyJobsPageSize: 20,
  companyJobsStatsPageSize: 100,
  adminCompanyListSize: 50,
} as const;

export const UPLOAD_LIMITS = {
  avatar: { maxBytes: 1024 * 1024, extensions: ['jpg', 'jpeg', 'png', 'webp'] },
  resume: { maxBytes: 2 * 1024 * 1024, extensions: ['pdf', 'doc', 'docx'] },
  resumeParse: { maxBytes: 10 * 1024 * 1024 },
  recruiterDocument: { maxBytes: 5 * 1024 * 1024, extensions: ['pdf', 'jpg', 'jpeg', 'png'] },
  companyLogo: { maxBytes: 2 * 1024 * 1024, extensions: ['jpg', 'jpeg', 'png', 'svg'] },
} as const;

export const PROFILE = {
  summaryMinLength: 50,
  minSkills: 3,
  suggestSkillsBelow: 5,
  defaultCurrency: 'INR',
  recommendationsBelowPercent: 80,
  completeAtPercent: 80,
  colourBands: { red: 60, green: 80 },
  weights: {
    basicInfo: 15,
    resume: 25,
    salaryExpectation: 20,
    experience: 15,
    skills: 10,
    workExperience: 10,
    education: 10,
    preferences: 5,
  },
} as const;

export const MATCHING = {
  topMatchesOnHome: 3,
  defaultMinimumMatch: 70,
  minimumMatchChoices: [70, 80, 90],
  weights: { skills: 40, experienceLevel: 25, location: 15, jobType: 10, education: 10 },
  highlightAt: 85,
  matchedSkillsShown: 3,
  /** "Also worth a look": how many salary near-misses the recommendations list under the matches. */
  nearMissesListed: 12,
  /**
   * The most matches stored per candidate (issue 36): their best, ties to the job posted last. Every list,
   * count and figure of a candidate's matches is exact over these (ADR 0040).
   */
  storedMatchesCap: 500,
} as const;

export const CODES = {
  length: 6,
  expiryMinutes: 10,
  maxAttempts: 5,
  resendCooldownSeconds: 60,
  signUpResendCountdownSeconds: 300,
  signUpMaxAttempts: 3,
  redirectDelayMs: 2_000,
} as const;

export const PASSWORD = { minLengthSignUp: 8, minLengthLogin: 6 } as const;
