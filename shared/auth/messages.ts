/*
 * The words of the sign-in, sign-up and one-time-code rules (candidate-side.md section 5;
 * employer-admin-side.md section 5) and the checks that need no schema. Apart from ./schemas so that a page
 * can show them without loading zod; the schemas there use these same messages.
 */

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  loginPasswordShort: 'Password must be at least 6 characters',
  signUpPasswordShort: 'Password must be at least 8 characters',
  newPasswordShort: 'Password must be at least 8 characters long',
  passwordsDiffer: 'Passwords do not match',
  passwordCommon: 'This password is one of the most common and easy to guess. Please choose another.',
  passwordIsEmail: 'Your password must not be your email address. Please choose another.',
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
  accountChangedMeanwhile:
    'Your account was changed from another device a moment ago. Please sign in again and try once more.',
  passwordUnchanged: 'Your new password must be different from your current password.',
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

export const isPersonalEmail = (email: string) =>
  PERSONAL_EMAIL_DOMAINS.includes(email.trim().toLowerCase().split('@')[1] ?? '');

/** Keeps the first and last character of the local part: a****z@example.com (spec section 9). */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  if (local.length <= 2) return `${local[0] ?? ''}*@${domain}`;
  return `${local[0]}${'*'.repeat(Math.min(local.length - 2, 6))}${local[local.length - 1]}@${domain}`;
}
