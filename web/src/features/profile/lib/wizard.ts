/** The welcome wizard's steps (spec section 2, Welcome wizard). */
export const WIZARD_STEPS = [
  {
    title: 'Welcome to Jobmatch',
    lead: "Let's set up your profile in three short steps so employers can find you.",
  },
  {
    title: 'Upload your resume',
    lead: 'A resume is required for all candidates. It helps employers know you and makes your matches accurate.',
  },
  {
    title: 'Complete your profile',
    lead: 'Add your job preferences, skills, experience and education. A complete profile gets better matches.',
  },
  {
    title: "You're all set!",
    lead: 'Your profile is ready. Start exploring jobs picked for you.',
  },
] as const;

/** The step resume upload is: nobody gets past it without a resume. */
export const RESUME_STEP = 2;

/**
 * The step to show for the address's `?step=`: 1 to 4, and never beyond the resume step without a
 * resume, however the step was asked for (a typed address, Forward in the browser).
 */
export function clampWizardStep(requested: string | null, hasResume: boolean): number {
  const parsed = Number.parseInt(requested ?? '1', 10);
  const step = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 1), WIZARD_STEPS.length) : 1;
  return !hasResume && step > RESUME_STEP ? RESUME_STEP : step;
}
