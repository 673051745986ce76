import { eventTarget } from '../platform/event-target';
import type { InvitationSentDetail } from './events';
import { mailInvitation } from './invitation-mail';

/** EventBridge target: mails an invitation's link, once per send. */
export const handler = eventTarget<InvitationSentDetail>((detail) => mailInvitation(detail));
