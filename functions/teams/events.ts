/** An invitation is to be mailed: a new one, or a resend (which voided the previous link). */
export const INVITATION_SENT = 'Invitation Sent';

export interface InvitationSentDetail {
  organisationId: string;
  invitationId: string;
  /** Which send this is; the mailer mails only the invitation's current one. */
  send: number;
}
