import { NOTIFICATIONS, type NotificationKind } from '../../shared/notifications/kinds';
import { NOTIFICATION_PATHS } from '../../shared/notifications/paths';
import type { Mail } from './mail';
import { FOOTER_RULE } from './mail-html';
import { signUnsubscribeLink } from './unsubscribe-links';

/*
 * Every optional mail (alerts, digests, reminders: shared/notifications/kinds.ts) leaves through here:
 * a footer saying why it came and how to stop it, and the one-click unsubscribe pair of RFC 8058, whose
 * link a mail provider posts to without cookies (ADR 0034). Mails a person cannot opt out of never do.
 */

export interface OptionalMail {
  accountId: string;
  kind: NotificationKind;
  to: string;
  subject: string;
  text: string;
  /** False for a guest's mail (job alerts to an address without an account): no settings page to send them to. */
  hasAccount?: boolean;
}

/** The API path the List-Unsubscribe header names; the site's origin routes /api to the API. */
export const ONE_CLICK_PATH = '/api/v1/notifications/unsubscribe';

export async function optionalMail(mail: OptionalMail, siteOrigin: string): Promise<Mail> {
  const token = await signUnsubscribeLink({ accountId: mail.accountId, kind: mail.kind });
  const query = new URLSearchParams({ token });
  const info = NOTIFICATIONS[mail.kind];
  const footer = [
    `You get this email because ${info.because}.`,
    `Stop "${info.label}" emails: ${siteOrigin}${NOTIFICATION_PATHS.unsubscribe}?${query}`,
    ...(mail.hasAccount === false
      ? []
      : [`Choose which emails you get: ${siteOrigin}${NOTIFICATION_PATHS.preferences}`]),
  ].join('\n');
  return {
    to: mail.to,
    subject: mail.subject,
    text: `${mail.text}\n\n${FOOTER_RULE}\n${footer}`,
    headers: [
      { name: 'List-Unsubscribe', value: `<${siteOrigin}${ONE_CLICK_PATH}?${query}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ],
  };
}
