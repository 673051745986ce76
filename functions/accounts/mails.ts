import type { OtpPurpose } from '../../shared/auth/schemas';
import { CODES, SUPPORT } from '../../shared/constants';
import { sendMail } from '../platform/mail';

const SUBJECTS: Record<OtpPurpose, string> = {
  REGISTRATION: 'Your Jobmatch verification code',
  PASSWORD_RESET: 'Your Jobmatch password reset code',
  EMAIL_CHANGE: 'Confirm your new email address',
};

const PURPOSE_LINES: Record<OtpPurpose, string> = {
  REGISTRATION: 'Use this code to verify your email address and finish creating your Jobmatch account:',
  PASSWORD_RESET: 'Use this code to reset your Jobmatch password:',
  EMAIL_CHANGE: 'Use this code to confirm this address as the new email of your Jobmatch account:',
};

export function mailCode(to: string, purpose: OtpPurpose, code: string) {
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

export function mailPasswordChanged(to: string, firstName: string) {
  return sendMail({
    to,
    subject: 'Your Jobmatch password was changed',
    text: [
      `Hi ${firstName},`,
      '',
      'Your Jobmatch password was just changed, and every device that was signed in has been signed out.',
      `If this was not you, reset your password now and write to ${SUPPORT.email}.`,
      '',
      'The Jobmatch team',
    ].join('\n'),
  });
}
