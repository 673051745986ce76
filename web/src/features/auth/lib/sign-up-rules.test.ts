// Boundary: the sign-up form's rules (pure): the shared schema plus the cross-field rules it leaves for later.
import { AUTH_MESSAGES, signUpFormSchema } from '@shared/auth/schemas';
import { AGE_MESSAGES } from '@shared/privacy/age';
import { describe, expect, it } from 'vitest';
import { crossFieldErrors, type SignUpFields, validateSignUp } from './sign-up-rules';

const employer = {
  firstName: 'Kavya',
  lastName: 'Menon',
  email: 'kavya@example-company.in',
  password: 'Str0ng-pass!',
  confirmPassword: 'Str0ng-pass!',
  role: 'employer' as const,
  companyName: 'Example Company',
  jobTitle: 'Talent Partner',
  linkedinProfile: 'https://www.linkedin.com/in/kavya-menon',
  acceptTerms: true as const,
  acceptPrivacyPolicy: true as const,
  consentToDataProcessing: true as const,
  dateOfBirth: '1990-05-20',
  guardianEmail: '',
};

function schemaErrors(values: object): Record<string, string> {
  const result = signUpFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('crossFieldErrors', () => {
  it('finds nothing in a valid employer', () => {
    expect(crossFieldErrors(employer)).toEqual({});
    expect(schemaErrors(employer)).toEqual({});
  });

  it.each([
    [{ companyName: '  ' }, 'companyName', AUTH_MESSAGES.companyRequired],
    [{ jobTitle: '' }, 'jobTitle', AUTH_MESSAGES.jobTitleRequired],
    [{ linkedinProfile: '' }, 'linkedinProfile', AUTH_MESSAGES.linkedinRequired],
    [{ linkedinProfile: 'https://example.com/in/me' }, 'linkedinProfile', AUTH_MESSAGES.linkedinInvalid],
    [{ email: 'kavya@gmail.com' }, 'email', AUTH_MESSAGES.personalEmail],
    [{ confirmPassword: 'other' }, 'confirmPassword', AUTH_MESSAGES.passwordsDiffer],
  ])('agrees with the shared schema about %o', (change, field, message) => {
    const values = { ...employer, ...change };
    expect(crossFieldErrors(values)).toEqual({ [field]: message });
    expect(schemaErrors(values)).toEqual({ [field]: message });
  });

  it('has no employer rules for candidates', () => {
    expect(
      crossFieldErrors({ ...employer, role: 'candidate', companyName: '', email: 'asha@gmail.com' }),
    ).toEqual({});
  });

  it('names the employer problems even when another field is wrong too', () => {
    const values = { ...employer, firstName: '', jobTitle: '' };
    expect(crossFieldErrors(values)).toEqual({ jobTitle: AUTH_MESSAGES.jobTitleRequired });
  });
});

describe('validateSignUp', () => {
  const blank: SignUpFields = {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
    role: 'employer',
    linkedinProfile: '',
    companyName: '',
    jobTitle: '',
    acceptTerms: false,
    acceptPrivacyPolicy: false,
    consentToDataProcessing: false,
    dateOfBirth: '',
    guardianEmail: '',
  };

  it('names every problem at the first submit, the employer ones included', () => {
    expect(validateSignUp(blank)).toEqual({
      valid: false,
      errors: {
        firstName: AUTH_MESSAGES.firstNameRequired,
        lastName: AUTH_MESSAGES.lastNameRequired,
        email: AUTH_MESSAGES.emailRequired,
        password: AUTH_MESSAGES.passwordRequired,
        acceptTerms: AUTH_MESSAGES.acceptTerms,
        acceptPrivacyPolicy: AUTH_MESSAGES.acceptPrivacy,
        consentToDataProcessing: AUTH_MESSAGES.consentProcessing,
        companyName: AUTH_MESSAGES.companyRequired,
        jobTitle: AUTH_MESSAGES.jobTitleRequired,
        linkedinProfile: AUTH_MESSAGES.linkedinRequired,
        dateOfBirth: AGE_MESSAGES.birthDateRequired,
      },
    });
  });

  it("keeps the schema's own message where it has one", () => {
    const validation = validateSignUp({ ...blank, email: 'kavya@gmail', role: 'candidate' });
    expect(validation.valid ? {} : validation.errors.email).toBe(AUTH_MESSAGES.emailInvalid);
  });

  it('hands on the values as the schema leaves them: trimmed, the email lower-cased', () => {
    const validation = validateSignUp({
      ...employer,
      firstName: '  Kavya ',
      email: ' Kavya@Example-Company.in ',
    });
    expect(validation).toEqual({
      valid: true,
      data: { ...employer, firstName: 'Kavya', email: 'kavya@example-company.in' },
    });
  });

  it('refuses a 15-year-old kindly and asks a 16 or 17 year old candidate for a parent, with the other problems', () => {
    const year = new Date().getFullYear();
    const fifteen = validateSignUp({ ...blank, role: 'candidate', dateOfBirth: `${year - 15}-01-01` });
    expect(fifteen.valid ? {} : fifteen.errors.dateOfBirth).toBe(AGE_MESSAGES.underMinimum);
    const minor = { ...employer, role: 'candidate' as const, dateOfBirth: `${year - 17}-01-01` };
    const noParent = validateSignUp(minor);
    expect(noParent.valid ? {} : noParent.errors).toEqual({
      guardianEmail: AGE_MESSAGES.guardianEmailRequired,
    });
    expect(validateSignUp({ ...minor, guardianEmail: 'parent@example.in' }).valid).toBe(true);
    const recruiter = validateSignUp({ ...employer, dateOfBirth: `${year - 17}-01-01` });
    expect(recruiter.valid ? {} : recruiter.errors).toEqual({ dateOfBirth: AGE_MESSAGES.employerAdult });
  });
});
