/** Published when a person deletes their account; each feature removes what it holds of them. */
export const ACCOUNT_DELETED = 'Account Deleted';

export interface AccountDeletedDetail {
  userId: string;
}

/** An account's email was changed: the previous address is told, with a link that undoes it. */
export const EMAIL_CHANGED = 'Email Changed';

export interface EmailChangedDetail {
  changeId: string;
}

/**
 * Someone asked for a password reset code. Published for every address, known or not, so the request does
 * the same work either way; the mailer makes and mails a code only when the address has an account.
 */
export const PASSWORD_RESET_REQUESTED = 'Password Reset Requested';

export interface PasswordResetRequestedDetail {
  email: string;
}
