import { maskEmail } from '../../shared/auth/schemas';
import { CODES, SUPPORT } from '../../shared/constants';
import type { CodePurpose } from '../model/account-credentials';
import { sendMail } from '../platform/mail';

const SUBJECTS: Record<CodePurpose, string> = {
  REGISTRATION: 'Your Jobmatch verification code',
  PASSWORD_RESET: 'Your Jobmatch password reset code',
  EMAIL_CHANGE: 'Confirm your new email address',
  SIGN_IN: 'Your Jobmatch sign-in code',
};

const PURPOSE_LINES: Record<CodePurpose, string> = {
  REGISTRATION: 'Use this code to verify your email address and finish creating your Jobmatch account:',
  PASSWORD_RESET: 'Use this code to reset your Jobmatch password:',
  EMAIL_CHANGE: 'Use this code to confirm this address as the new email of your Jobmatch account:',
  SIGN_IN:
    'Someone entered several wrong passwords for your Jobmatch account, so signing in now needs this code as well:',
};

export function mailCode(to: string, purpose: CodePurpose, code: string) {
  return sendMail({
    to,
    subject: SUBJECTS[purpose],
    text: [
      'Hello,',
      '',
      PURPOSE_LINES[purpose],
      '',
      `    ${code}`,
      '',
      `The code expires in ${CODES.expiryMinutes} minutes and works once. Never share it: Jobmatch staff will never ask for it.`,
      'If you did not ask for it, you can ignore this mail.',
      '',
      'The Jobmatch team',
    ].join('\n'),
  });
}

/**
 * After a reset every device is signed out; after a change in the account settings, the device that made
 * it stays signed in and every other one is signed out.
 */
export function mailPasswordChanged(to: string, firstName: string, signedOut: 'every' | 'other' = 'every') {
  return sendMail({
    to,
    subject: 'Your Jobmatch password was changed',
    text: [
      `Hi ${firstName},`,
      '',
      signedOut === 'every'
        ? 'Your Jobmatch password was just changed, and every device that was signed in has been signed out.'
        : 'Your Jobmatch password was just changed in your account settings. The device it was changed on stays signed in; every other device has been signed out.',
      `If this was not you, reset your password now and write to ${SUPPORT.email}.`,
      '',
      'The Jobmatch team',
    ].join('\n'),
  });
}

/** To the address an account just left: what happened, and the link that puts it back. */
export function mailEmailChanged(
  to: string,
  input: { firstName: string; newEmail: string; undoLink: string; until: Date },
) {
  const until = input.until.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return sendMail({
    to,
    subject: 'The email address of your Jobmatch account was changed',
    text: [
      `Hi ${input.firstName},`,
      '',
      `The email address of your Jobmatch account was just changed from this address to ${maskEmail(input.newEmail)}.`,
      'If you made this change, there is nothing to do.',
      '',
      `If you did not, undo it: ${input.undoLink}`,
      '',
      `The link works once, until ${until}. It puts this address back, signs every device out and asks for a new password, which you set with a reset code sent here.`,
      `Questions? Write to ${SUPPORT.email}.`,
      '',
      'The Jobmatch team',
    ].join('\n'),
  });
}
