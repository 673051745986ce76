import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_MESSAGES,
  isPersonalEmail,
  LINKEDIN_PROFILE_PATTERN,
  type SignUpFormInput,
  signUpFormSchema,
} from '@shared/auth/schemas';
import type { FieldErrors, Resolver } from 'react-hook-form';

type CrossFieldName = 'companyName' | 'jobTitle' | 'linkedinProfile' | 'email' | 'confirmPassword';

/**
 * The sign-up rules that span fields (employer details, company email, matching passwords). The shared
 * schema checks them only once every single field is valid; this reads them straight from the values so
 * the form can name every problem at the first submit. The schema stays the authority: these only fill
 * in what it did not get to.
 */
export function crossFieldErrors(values: Partial<SignUpFormInput>): Partial<Record<CrossFieldName, string>> {
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

const schemaResolver = zodResolver(signUpFormSchema);

/** The shared schema, plus the cross-field rules it skipped because another field was invalid. */
export const signUpResolver: Resolver<SignUpFormInput> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (Object.keys(result.errors).length === 0)
    return result as Awaited<ReturnType<Resolver<SignUpFormInput>>>;
  const errors: FieldErrors<SignUpFormInput> = { ...result.errors };
  for (const [name, message] of Object.entries(crossFieldErrors(values)) as [CrossFieldName, string][]) {
    if (!errors[name]) errors[name] = { type: 'custom', message };
  }
  return { values: {}, errors };
};
