import type { CandidateInvitedDetail } from '../model/events';
import { eventTarget } from '../platform/event-target';
import { mailInvitation } from './invite-mail';

/** EventBridge target: mails the invited candidate, once per invitation. */
export const handler = eventTarget<CandidateInvitedDetail>((detail) => mailInvitation(detail));
