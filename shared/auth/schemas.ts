import * as z from 'zod/mini';
import { CODES, PASSWORD } from '../constants';
import { AGE_MESSAGES, ageBand } from '../privacy/age';
import { AUTH_MESSAGES, isPersonalEmail, LINKEDIN_PROFILE_PATTERN } from './messages';

/*
 * Sign-in, sign-up and one-time-code schemas (candidate-side.md section 5; employer-admin-side.md
 * section 5). The web forms and the handlers validate with these, so both say the same words. The words
 * themselves and the plain checks live in ./messages, which loads no zod: a page that only shows them does
 * not carry the validation library.
 */

export {
  AUTH_MESSAGES,
  isPersonalEmail,
  LINKEDIN_PROFILE_PATTERN,
  maskEmail,
  PERSONAL_EMAIL_DOMAINS,
} from './messages';

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Emails are compared and stored lower-cased and trimmed. */
export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, AUTH_MESSAGES.emailRequired),
    z.maxLength(254, AUTH_MESSAGES.emailInvalid),
    z.regex(SIMPLE_EMAIL, AUTH_MESSAGES.emailInvalid),
  );

/**
 * The body of the four code calls (send and verify, for sign-up and for a reset). The app sends the
 * address and the code here, not in the query string the spec names, which stays accepted: a URL is
 * written into access logs and browser history, a body is not. Each field is checked by the schema of
 * its call (`emailQuerySchema`, `emailCodeQuerySchema`) once body and query are joined. Sign-up's send
 * also takes the password it will register with, so a password the server refuses (too common, the
 * address itself) is said before a code is mailed.
 */
export const codeCallBodySchema = z.object({
  email: z.optional(z.string().check(z.maxLength(320))),
  otp: z.optional(z.string().check(z.maxLength(32))),
  password: z.optional(z.string().check(z.maxLength(256))),
});
export type CodeCallBody = z.infer<typeof codeCallBodySchema>;

export const otpCodeSchema = z
  .string({ error: AUTH_MESSAGES.codeInvalid })
  .check(z.trim(), z.regex(new RegExp(`^\\d{${CODES.length}}$`), AUTH_MESSAGES.codeInvalid));

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .check(z.minLength(PASSWORD.minLengthLogin, AUTH_MESSAGES.loginPasswordShort), z.maxLength(256)),
  rememberMe: z.optional(z.boolean()),
  /** The step-up code mailed when the account has seen too many wrong passwords (ADR 0005). */
  code: z.optional(otpCodeSchema),
});
export type LoginInput = z.infer<typeof loginSchema>;

const requiredName = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(80, message));
const optionalText = z.optional(z.string().check(z.trim(), z.maxLength(200)));
const mustAccept = (message: string) => z.literal(true, { error: message });

const signUpFields = {
  firstName: requiredName(AUTH_MESSAGES.firstNameRequired),
  lastName: requiredName(AUTH_MESSAGES.lastNameRequired),
  email: emailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .check(
      z.minLength(1, AUTH_MESSAGES.passwordRequired),
      z.minLength(PASSWORD.minLengthSignUp, AUTH_MESSAGES.signUpPasswordShort),
      z.maxLength(256),
    ),
  role: z.enum(['candidate', 'employer'], { error: 'Please choose candidate or employer' }),
  linkedinProfile: optionalText,
  companyName: optionalText,
  jobTitle: optionalText,
  acceptTerms: mustAccept(AUTH_MESSAGES.acceptTerms),
  acceptPrivacyPolicy: mustAccept(AUTH_MESSAGES.acceptPrivacy),
  consentToDataProcessing: mustAccept(AUTH_MESSAGES.consentProcessing),
  /** As a date field writes it (YYYY-MM-DD); the band it falls in is checked by `ageRules`. */
  dateOfBirth: z
    .string({ error: AGE_MESSAGES.birthDateRequired })
    .check(z.minLength(1, AGE_MESSAGES.birthDateRequired), z.maxLength(10, AGE_MESSAGES.birthDateInvalid)),
  /** A 16 or 17 year old's parent or guardian, who is mailed the link to confirm. */
  guardianEmail: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254))),
};

type AgeFields = { role: string; email: string; dateOfBirth: string; guardianEmail?: string };

/** What is wrong with a date of birth for this role today, if anything. */
function birthDateMessage(dateOfBirth: string, role: string): string | undefined {
  const band = ageBand(dateOfBirth, new Date());
  if (!band) return AGE_MESSAGES.birthDateInvalid;
  if (band === 'under-minimum') return AGE_MESSAGES.underMinimum;
  if (band === 'minor' && role === 'employer') return AGE_MESSAGES.employerAdult;
  return undefined;
}

/**
 * The age rule (shared/privacy/age.ts) on the form and the server alike: under 16 is refused before a code
 * is mailed or anything is written; a recruiter acts for an organisation, so must be an adult; a 16 or 17
 * year old candidate names the parent or guardian who will confirm. Plain, so the form can name these
 * problems at the first submit, beside the others (web sign-up-rules.ts).
 */
export function ageIssues(value: AgeFields): Partial<Record<'dateOfBirth' | 'guardianEmail', string>> {
  if (!value.dateOfBirth) return {};
  const wrong = birthDateMessage(value.dateOfBirth, value.role);
  if (wrong) return { dateOfBirth: wrong };
  if (ageBand(value.dateOfBirth, new Date()) !== 'minor') return {};
  const guardian = value.guardianEmail?.trim().toLowerCase() ?? '';
  if (!guardian) return { guardianEmail: AGE_MESSAGES.guardianEmailRequired };
  if (!SIMPLE_EMAIL.test(guardian)) return { guardianEmail: AUTH_MESSAGES.emailInvalid };
  if (guardian === value.email.trim().toLowerCase()) return { guardianEmail: AGE_MESSAGES.guardianEmailOwn };
  return {};
}

const ageRules = z.superRefine((value: AgeFields, ctx) => {
  for (const [path, message] of Object.entries(ageIssues(value)))
    ctx.issues.push({ code: 'custom', input: value, path: [path], message });
});

type EmployerFields = {
  role: string;
  email: string;
  companyName?: string;
  jobTitle?: string;
  linkedinProfile?: string;
  invitationToken?: string;
};

/**
 * The employer-only rules, shared by the web form and the server body. A colleague invited to a verified
 * organisation gives none of the verification's details: the organisation was verified, and its team
 * admin chose the address.
 */
const employerRules = z.superRefine((value: EmployerFields, ctx) => {
  if (value.role !== 'employer' || value.invitationToken) return;
  const issue = (path: string, message: string) =>
    ctx.issues.push({ code: 'custom', input: value, path: [path], message });
  if (!value.companyName) issue('companyName', AUTH_MESSAGES.companyRequired);
  if (!value.jobTitle) issue('jobTitle', AUTH_MESSAGES.jobTitleRequired);
  if (!value.linkedinProfile) issue('linkedinProfile', AUTH_MESSAGES.linkedinRequired);
  else if (!LINKEDIN_PROFILE_PATTERN.test(value.linkedinProfile))
    issue('linkedinProfile', AUTH_MESSAGES.linkedinInvalid);
  if (isPersonalEmail(value.email)) issue('email', AUTH_MESSAGES.personalEmail);
});

/** The sign-up form: the fields of the spec, confirmation included. */
export const signUpFormSchema = z.object({ ...signUpFields, confirmPassword: z.string() }).check(
  employerRules,
  ageRules,
  z.refine((value) => value.password === value.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  }),
);
export type SignUpFormInput = z.input<typeof signUpFormSchema>;

/**
 * Sign-up through a team invitation: names, password twice and the consents. The address is the invited
 * one and the organisation is verified, so there is nothing else to ask.
 */
export const inviteSignUpFormSchema = z
  .object({
    firstName: signUpFields.firstName,
    lastName: signUpFields.lastName,
    password: signUpFields.password,
    confirmPassword: z.string(),
    acceptTerms: signUpFields.acceptTerms,
    acceptPrivacyPolicy: signUpFields.acceptPrivacyPolicy,
    consentToDataProcessing: signUpFields.consentToDataProcessing,
    dateOfBirth: signUpFields.dateOfBirth,
  })
  .check(
    // An invited colleague joins an employer's team: the age rule of a recruiter.
    z.superRefine((value, ctx) => {
      const message = value.dateOfBirth ? birthDateMessage(value.dateOfBirth, 'employer') : undefined;
      if (message) ctx.issues.push({ code: 'custom', input: value, path: ['dateOfBirth'], message });
    }),
    z.refine((value) => value.password === value.confirmPassword, {
      message: AUTH_MESSAGES.passwordsDiffer,
      path: ['confirmPassword'],
    }),
  );
export type InviteSignUpInput = z.output<typeof inviteSignUpFormSchema>;

/**
 * What POST /auth/secure-register accepts: the form without the confirmation, plus the proof that the
 * email is the person's (a verified code's proof, or the token of the invitation mailed to it). Strict: a body naming any other field (a role of admin, an approval, an id)
 * is refused, not ignored.
 */
const proofToken = z.optional(z.string().check(z.minLength(20), z.maxLength(2000)));

export const registerBodySchema = z
  .strictObject({
    ...signUpFields,
    verificationToken: proofToken,
    /**
     * Signing up through a team invitation: the link was mailed to the address, so its token proves the
     * address instead of a code, and the account is an employer's that joins the organisation next.
     */
    invitationToken: proofToken,
  })
  .check(
    employerRules,
    ageRules,
    z.refine((value) => Boolean(value.verificationToken) !== Boolean(value.invitationToken), {
      message: 'Please verify your email address first',
      path: ['verificationToken'],
    }),
    z.refine((value) => !value.invitationToken || value.role === 'employer', {
      message: 'A team invitation is for an employer account',
      path: ['role'],
    }),
  );
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const OTP_PURPOSES = ['REGISTRATION', 'PASSWORD_RESET', 'EMAIL_CHANGE'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
export const otpPurposeSchema = z.enum(OTP_PURPOSES);

/** The code calls' address (and code), from their body or the spec's `?email` (and `&otp`). */
export const emailQuerySchema = z.object({ email: emailSchema });
export const emailCodeQuerySchema = z.object({ email: emailSchema, otp: otpCodeSchema });

/** The signed-in person's password, asked again before changing the address or deleting the account. */
export const currentPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .check(z.minLength(1, AUTH_MESSAGES.passwordRequired), z.maxLength(256));

/** `currentPassword` is required for EMAIL_CHANGE to an address other than the account's own. */
export const otpGenerateSchema = z.object({
  email: emailSchema,
  purpose: otpPurposeSchema,
  currentPassword: z.optional(currentPasswordSchema),
});
export const otpVerifySchema = z.object({
  email: emailSchema,
  otp: otpCodeSchema,
  purpose: otpPurposeSchema,
  currentPassword: z.optional(currentPasswordSchema),
});

/** DELETE /users/me. */
export const deleteAccountSchema = z.object({ currentPassword: currentPasswordSchema });

/** POST /auth/email-change/undo: the token of the link mailed to the previous address. */
export const undoEmailChangeSchema = z.object({
  token: z.string().check(z.minLength(20), z.maxLength(2000)),
});
export const otpStatusQuerySchema = z.object({ email: emailSchema, purpose: otpPurposeSchema });

export const forgotPasswordSchema = z.object({ email: emailSchema });

const newPassword = z
  .string({ error: AUTH_MESSAGES.newPasswordShort })
  .check(z.minLength(PASSWORD.minLengthSignUp, AUTH_MESSAGES.newPasswordShort), z.maxLength(256));

/** POST /auth/reset-password: the reset token from the verified code, and the new password. */
export const resetPasswordSchema = z.object({
  token: z.string().check(z.minLength(20), z.maxLength(2000)),
  password: newPassword,
});

/**
 * POST /auth/change-password: the password the person signed in with, and the new one (the sign-up
 * length here; the server then applies the common-password and not-the-address policy).
 */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  password: newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The change-password form on the web: the current password, and the new one twice. */
export const changePasswordFormSchema = z
  .object({ currentPassword: currentPasswordSchema, password: newPassword, confirmPassword: z.string() })
  .check(
    z.refine((value) => value.password === value.confirmPassword, {
      message: AUTH_MESSAGES.passwordsDiffer,
      path: ['confirmPassword'],
    }),
  );

/** The reset form on the web: new password twice. */
export const newPasswordFormSchema = z.object({ password: newPassword, confirmPassword: z.string() }).check(
  z.refine((value) => value.password === value.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  }),
);

/** PUT /users/me: what a person may change about themselves. Strict: nothing server-owned. */
export const updateMeSchema = z.strictObject({
  firstName: z.optional(requiredName(AUTH_MESSAGES.firstNameRequired)),
  lastName: z.optional(requiredName(AUTH_MESSAGES.lastNameRequired)),
  companyName: optionalText,
  jobTitle: optionalText,
});
