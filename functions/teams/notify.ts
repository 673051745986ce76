import type { InvitationSentDetail } from '../model/events';
import { eventTarget } from '../platform/event-target';
import { mailInvitation } from './invitation-mail';

/** EventBridge target: mails an invitation's link, once per send. */
export const handler = eventTarget<InvitationSentDetail>((detail) => mailInvitation(detail));
