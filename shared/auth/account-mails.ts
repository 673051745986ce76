import type { Role } from './user';

/*
 * The mails an account always gets, by role, as the email preferences page lists them below the ones a
 * person may turn off (shared/notifications/kinds.ts). This says what arrives and why, and changes with
 * the mailers.
 */
const SECURITY = [
  'Sign-in and verification codes, when you ask for one or sign in after several wrong passwords.',
  'A notice when your password or your email address is changed, with a way to undo an address change.',
];
const CONTACT = 'A copy of any message you send us through the contact page.';

export const ACCOUNT_MAILS: Record<Role, string[]> = {
  candidate: [
    ...SECURITY,
    'A confirmation for each application you send, and an email whenever an employer moves it on.',
    'Invitations to apply from employers whose jobs match your profile.',
    CONTACT,
  ],
  employer: [
    ...SECURITY,
    'The decision on your recruiter verification.',
    'A notice when an admin pauses or removes one of your jobs.',
    'Invitations to join a hiring team.',
    'Subscription receipts and refunds.',
    CONTACT,
  ],
  admin: [...SECURITY, CONTACT],
};
