/** What the age rule (shared/privacy/age.ts) says to people, on the forms, the banners and in answers. */
export const AGE_MESSAGES = {
  birthDateRequired: 'Please enter your date of birth',
  birthDateInvalid: 'Please enter a valid date of birth',
  underMinimum:
    'Sorry, you need to be at least 16 to use Jobmatch. We have not kept anything you entered. We would be glad to see you when you turn 16.',
  employerAdult: 'Recruiter accounts are for people aged 18 or older.',
  guardianEmailRequired: "Please enter your parent's or guardian's email address",
  guardianEmailOwn: "Please enter your parent's or guardian's own email address, not yours",
  awaitingGuardian:
    'Your parent or guardian has not confirmed yet. We emailed them a link: once they confirm, you can apply to jobs and take part in matching.',
  guardianLinkInvalid:
    'This link is not valid or has expired. Ask your child to send a new one from Jobmatch.',
  guardianConfirmed: 'Thank you. Your consent is recorded and the account is now fully open.',
  guardianResent: 'We emailed your parent or guardian a new link.',
} as const;
