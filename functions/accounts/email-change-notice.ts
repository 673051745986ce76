import { emailChanges, UNDO_PROOF_KIND } from '../model/account-credentials';
import { findUserById } from '../model/accounts';
import type { EmailChangedDetail } from '../model/events';
import { signProof } from '../platform/auth/tokens';
import { config } from '../platform/config';
import { eventTarget } from '../platform/event-target';
import { logger } from '../platform/logger';
import { isConditionFailure } from './errors';
import { mailEmailChanged } from './mails';

/** The web page that opens the undo link (web paths.auth.undoEmailChange). */
export const UNDO_EMAIL_CHANGE_PATH = '/email-change/undo';

/**
 * Mails the previous address once per change. The link is a signed proof naming the change record (the
 * record's `undoneAt` is what makes it single-use); it is made here, where the site's origin is known, and
 * never travels on the bus. If the mail fails the claim is given back and the error thrown, so the retry
 * mails.
 */
export async function mailEmailChangeNotice(
  { changeId }: EmailChangedDetail,
  now = Date.now(),
): Promise<void> {
  const claimed = await emailChanges()
    .patch({ id: changeId })
    .set({ noticeMailedAt: now })
    .where((attributes, { notExists }) => notExists(attributes.noticeMailedAt))
    .go({ response: 'all_new' })
    .then((result) => result.data)
    .catch((error: unknown) => {
      if (isConditionFailure(error)) return undefined;
      throw error;
    });
  if (!claimed) {
    logger.info('Email change notice already mailed', { changeId });
    return;
  }
  const user = await findUserById(claimed.userId);
  const seconds = claimed.expiresAt - Math.floor(now / 1000);
  try {
    const token = await signProof(UNDO_PROOF_KIND, changeId, {}, Math.max(60, seconds));
    await mailEmailChanged(claimed.previousEmail, {
      firstName: user?.firstName ?? 'there',
      newEmail: claimed.newEmail,
      undoLink: `${config.siteOrigin}${UNDO_EMAIL_CHANGE_PATH}?token=${encodeURIComponent(token)}`,
      until: new Date(claimed.expiresAt * 1000),
    });
  } catch (error) {
    await emailChanges()
      .patch({ id: changeId })
      .remove(['noticeMailedAt'])
      .go()
      .catch(() => undefined);
    throw error;
  }
}

/** EventBridge target of Email Changed. */
export const handler = eventTarget<EmailChangedDetail>((detail) => mailEmailChangeNotice(detail));
