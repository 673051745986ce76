import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  type NotificationKind,
} from '../../shared/notifications/kinds';
import { BadRequestError } from './errors';
import { readMailLink, signMailLink } from './mail-links';

/*
 * An optional mail's unsubscribe link (RFC 8058, ADR 0034): names one person (an account, or a guest's
 * job alerts) and one kind of mail. It carries no expiry a person would trip over: mail providers post to
 * it whenever the person presses their Unsubscribe button, months later too. A forged or altered link
 * changes nothing.
 */

const AUDIENCE = 'jobmatch-link:unsubscribe';

export interface UnsubscribeLink {
  accountId: string;
  kind: NotificationKind;
}

export const signUnsubscribeLink = (link: UnsubscribeLink, now = new Date()) =>
  signMailLink({ audience: AUDIENCE, subject: link.accountId, claims: { kind: link.kind } }, now);

/** What a link says when this server signed it unaltered; otherwise one 400 for every way it can be wrong. */
export async function readUnsubscribeLink(token: string): Promise<UnsubscribeLink> {
  const payload = await readMailLink(token, {
    audience: AUDIENCE,
    invalidMessage: NOTIFICATION_MESSAGES.linkInvalid,
  });
  if (!(NOTIFICATION_KINDS as readonly unknown[]).includes(payload.kind))
    throw new BadRequestError(NOTIFICATION_MESSAGES.linkInvalid);
  return { accountId: payload.sub, kind: payload.kind as NotificationKind };
}
