import * as z from 'zod/mini';
import { CODES, PASSWORD } from '../constants';

/*
 * Sign-in, sign-up and one-time-code schemas (candidate-side.md section 5; employer-admin-side.md
 * section 5). The web forms and the handlers validate with these, so both say the same words.
 */

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  loginPasswordShort: 'Password must be at least 6 characters',
  signUpPasswordShort: 'Password must be at least 8 characters',
  newPasswordShort: 'Password must be at least 8 characters long',
  passwordsDiffer: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  companyRequired: 'Company name is required for employers',
  jobTitleRequired: 'Job title is required for employers',
  linkedinRequired: 'LinkedIn profile is required for employers',
  linkedinInvalid: 'Please enter a valid LinkedIn profile URL',
  personalEmail: 'Please use your company email address, not a personal email',
  acceptTerms: 'You must accept the Terms and Conditions to create an account',
  acceptPrivacy: 'You must accept the Privacy Policy to create an account',
  consentProcessing: 'You must consent to data processing to create an account',
  codeInvalid: 'Please enter a valid 6-digit code',
  demoEmailRequired: 'Please enter your email address',
  demoCodeInvalid: 'Please enter a valid 6-digit OTP',
  emailExists: 'An account with this email already exists. Please login instead.',
  invalidCode: 'Invalid verification code',
  tooManyAttempts: 'Too many failed attempts - Please request a new verification code.',
  codeExpired: 'This code has expired. Please request a new code.',
  invalidCredentials: 'Invalid email or password',
  loginFailed: 'Login failed. Please try again.',
  signUpFailed: 'Signup failed.',
  wrongPassword: 'Your current password is incorrect.',
  signInCodeRequired:
    'For your security, enter the 6-digit code we just sent to your email address to finish signing in.',
  companyFixed:
    'Your company name cannot be changed once your employer account is verified. A new name needs a new verification: please contact support.',
  undoLinkInvalid: 'This link has expired or has already been used.',
  undoAddressTaken: 'Your previous email address is now used by another account. Please contact support.',
} as const;

/**
 * The five personal mail providers most used in India; employers must sign up with a company address.
 * Chosen by usage in India: Gmail, Yahoo, Outlook and its older Hotmail domain, and Rediffmail.
 */
export const PERSONAL_EMAIL_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'rediffmail.com',
];

/** https, optional www, linkedin.com/in/{handle}, optional trailing slash. */
export const LINKEDIN_PROFILE_PATTERN = /^https:\/\/(www\.)?linkedin\.com\/in\/[A-Za-z0-9_-]{3,100}\/?$/;

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

export const isPersonalEmail = (email: string) =>
  PERSONAL_EMAIL_DOMAINS.includes(email.trim().toLowerCase().split('@')[1] ?? '');

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
};

type EmployerFields = {
  role: string;
  email: string;
  companyName?: string;
  jobTitle?: string;
  linkedinProfile?: string;
};

/** The employer-only rules, shared by the web form and the server body. */
const employerRules = z.superRefine((value: EmployerFields, ctx) => {
  if (value.role !== 'employer') return;
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
  z.refine((value) => value.password === value.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  }),
);
export type SignUpFormInput = z.input<typeof signUpFormSchema>;

/**
 * What POST /auth/secure-register accepts: the form without the confirmation, plus the proof that the
 * email's code was verified. Strict: a body naming any other field (a role of admin, an approval, an id)
 * is refused, not ignored.
 */
export const registerBodySchema = z
  .strictObject({ ...signUpFields, verificationToken: z.string().check(z.minLength(20), z.maxLength(2000)) })
  .check(employerRules);
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const OTP_PURPOSES = ['REGISTRATION', 'PASSWORD_RESET', 'EMAIL_CHANGE'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
export const otpPurposeSchema = z.enum(OTP_PURPOSES);

/** Query of the code calls that take `?email` (and `&otp`). */
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

/** Keeps the first and last character of the local part: a****z@example.com (spec section 9). */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  if (local.length <= 2) return `${local[0] ?? ''}*@${domain}`;
  return `${local[0]}${'*'.repeat(Math.min(local.length - 2, 6))}${local[local.length - 1]}@${domain}`;
}
