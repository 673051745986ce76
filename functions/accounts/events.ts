/** Published when a person deletes their account; each feature removes what it holds of them. */
export const ACCOUNT_DELETED = 'Account Deleted';

export interface AccountDeletedDetail {
  userId: string;
}
