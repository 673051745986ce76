/**
 * The constants the web app's shell and its public pages read (toasts, the support address, the age rule,
 * job search paging, request time-out, plan seats), apart from the rest of shared/constants.ts, which
 * re-exports them. The shell imports this module, so it lands whole in the first script of every page,
 * with every constant any page reads from it; the rest (profile weights, matching, upload limits, codes)
 * stays with the signed-in pages that use it, and no public page fetches it (ADR 0004).
 */

export const APPROVAL_POLLING = { intervalMs: 10_000, maxAttempts: 30 } as const;

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

export const REQUEST_TIMEOUT_MS = 10_000;

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

/** Job search paging (candidate-side.md section 7: page 1, limit 12 by default). */
export const JOB_SEARCH = { defaultPage: 1, defaultLimit: 12, maxLimit: 50 } as const;
