import { expireConsentRecords } from '../model/consent-records';
import {
  ACCOUNT_DELETED,
  type AccountDeletedDetail,
  GUARDIAN_CONSENT_REQUESTED,
  type GuardianConsentRequestedDetail,
} from '../model/events';
import { eventTargets } from '../platform/event-target';
import { mailGuardian } from './guardian-mail';

/**
 * The consents' side events: the parent's mail, and on Account Deleted the records' year-long end (kept
 * as proof of consent under the Rules' one-year log, then gone; ADR 0036).
 */
export const handler = eventTargets({
  [GUARDIAN_CONSENT_REQUESTED]: (detail: GuardianConsentRequestedDetail) => mailGuardian(detail),
  [ACCOUNT_DELETED]: ({ userId }: AccountDeletedDetail) => expireConsentRecords(userId),
});
