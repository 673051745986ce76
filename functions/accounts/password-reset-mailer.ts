import { oneTimeCodes } from '../model/account-credentials';
import { findUserByEmail } from '../model/accounts';
import type { PasswordResetRequestedDetail } from '../model/events';
import { eventTarget } from '../platform/event-target';
import { issueCode } from './codes';
import { ResendTooSoonError } from './errors';
import { mailCode } from './mails';

/**
 * Makes and mails a reset code when the address has an account; nothing for one that has none. A request
 * inside the resend cooldown mails nothing: the code sent moments ago still works.
 */
export async function mailPasswordResetCode({ email }: PasswordResetRequestedDetail): Promise<void> {
  if (!(await findUserByEmail(email))) return;
  let code: string;
  try {
    ({ code } = await issueCode(email, 'PASSWORD_RESET'));
  } catch (error) {
    if (error instanceof ResendTooSoonError) return;
    throw error;
  }
  try {
    await mailCode(email, 'PASSWORD_RESET', code);
  } catch (error) {
    // Withdraw the unmailed code, so the event's retry is not held back by the resend cooldown.
    await oneTimeCodes()
      .delete({ email, purpose: 'PASSWORD_RESET' })
      .go()
      .catch(() => undefined);
    throw error;
  }
}

/** EventBridge target of Password Reset Requested. */
export const handler = eventTarget<PasswordResetRequestedDetail>((detail) => mailPasswordResetCode(detail));
