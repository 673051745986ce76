import { AUTH_MESSAGES, isPersonalEmail, LINKEDIN_PROFILE_PATTERN } from '@shared/auth/messages';
import { ageIssues, type SignUpFormInput, signUpFormSchema } from '@shared/auth/schemas';
import { type FieldErrors, schemaValidator, type Validation } from '@/lib/form';

/** The sign-up form's fields as the person fills them: boxes start unticked, employer details empty. */
export interface SignUpFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: 'candidate' | 'employer';
  linkedinProfile: string;
  companyName: string;
  jobTitle: string;
  acceptTerms: boolean;
  acceptPrivacyPolicy: boolean;
  consentToDataProcessing: boolean;
  dateOfBirth: string;
  guardianEmail: string;
}

type CrossFieldName = 'companyName' | 'jobTitle' | 'linkedinProfile' | 'email' | 'confirmPassword';

type CrossFieldValues = Partial<Pick<SignUpFields, CrossFieldName | 'password'>> & { role?: string };

/**
 * The sign-up rules that span fields (employer details, company email, matching passwords). The shared
 * schema checks them only once every single field is valid; this reads them straight from the values so
 * the form can name every problem at the first submit. The schema stays the authority: these only fill
 * in what it did not get to.
 */
export function crossFieldErrors(values: CrossFieldValues): Partial<Record<CrossFieldName, string>> {
  const errors: Partial<Record<CrossFieldName, string>> = {};
  if ((values.confirmPassword ?? '') !== (values.password ?? ''))
    errors.confirmPassword = AUTH_MESSAGES.passwordsDiffer;
  if (values.role !== 'employer') return errors;
  const text = (value: string | undefined) => value?.trim() ?? '';
  if (!text(values.companyName)) errors.companyName = AUTH_MESSAGES.companyRequired;
  if (!text(values.jobTitle)) errors.jobTitle = AUTH_MESSAGES.jobTitleRequired;
  const linkedin = text(values.linkedinProfile);
  if (!linkedin) errors.linkedinProfile = AUTH_MESSAGES.linkedinRequired;
  else if (!LINKEDIN_PROFILE_PATTERN.test(linkedin)) errors.linkedinProfile = AUTH_MESSAGES.linkedinInvalid;
  if (isPersonalEmail(values.email ?? '')) errors.email = AUTH_MESSAGES.personalEmail;
  return errors;
}

const validateWithSchema = schemaValidator<SignUpFields, SignUpFormInput>(signUpFormSchema);

/** The shared schema, plus the cross-field rules it skipped because another field was invalid. */
export function validateSignUp(
  values: SignUpFields,
): Validation<SignUpFormInput, keyof SignUpFields & string> {
  const validation = validateWithSchema(values);
  if (validation.valid) return validation;
  const errors: FieldErrors<keyof SignUpFields & string> = { ...validation.errors };
  const crossField = { ...crossFieldErrors(values), ...ageIssues(values) };
  for (const [name, message] of Object.entries(crossField) as [keyof SignUpFields & string, string][]) {
    errors[name] ??= message;
  }
  return { valid: false, errors };
}
