/**
 * Business constants and limits of the spec (section 9 of both documents). Anything a rule, a screen or
 * a handler counts with lives here, once.
 */

export const REQUEST_TIMEOUT_MS = 10_000;

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

export const APPROVAL_POLLING = { intervalMs: 10_000, maxAttempts: 30 } as const;

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

export const ACCOUNT = { minimumAge: 16, deletionPurgeDays: 30, gdprResponseDays: 30 } as const;

export const JOBS = {
  skillChipsShown: 4,
  expiryWarningDays: 7,
  lpaMultiplier: 100_000,
  currencies: ['INR', 'USD', 'EUR', 'GBP'],
} as const;

export const TEAM = {
  /** Seats per team plan, the owner's included: the one figure the server, the pages and the plan texts read. */
  maxRecruitersByPlan: { basic: 1, premium: 3, enterprise: 10 },
  invitationExpiryDays: 7,
  defaultInviteRole: 'recruiter',
  /** Invitations one organisation may send in a clock hour (a mail each: a team is not a mailing list). */
  invitationsPerOrganisationPerHour: 20,
  /** Resends of one invitation in a day, India's time (each is a mail to someone who has not answered). */
  resendsPerInvitationPerDay: 3,
} as const;

export const SUBSCRIPTION = {
  unlimited: -1,
  quarterlySavingsBadge: 'Save 10%',
  yearlySavingsBadge: 'Save 20%',
} as const;

export const UI = {
  toastDurationMs: 5_000,
  toastExitMs: 300,
  locale: 'en-IN',
  currency: 'INR',
} as const;

export const SUPPORT = {
  hours: 'Mon-Fri 9AM-6PM IST',
  replyWithinHours: 24,
  email: 'support@jobmatch.in',
} as const;

/** Job search paging (candidate-side.md section 7: page 1, limit 12 by default). */
export const JOB_SEARCH = { defaultPage: 1, defaultLimit: 12, maxLimit: 50 } as const;
