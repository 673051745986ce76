import { eventTarget } from '../platform/event-target';
import type { CandidateInvitedDetail } from './events';
import { mailInvitation } from './invite-mail';

/** EventBridge target: mails the invited candidate, once per invitation. */
export const handler = eventTarget<CandidateInvitedDetail>((detail) => mailInvitation(detail));
