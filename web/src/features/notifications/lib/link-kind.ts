import { NOTIFICATION_KINDS, type NotificationKind } from '@shared/notifications/kinds';

/**
 * The kind of mail an unsubscribe link names, read from its token without checking it, only to word the
 * page before the button is pressed: the server checks the signature. Null for anything else.
 */
export function linkKind(token: string | null): NotificationKind | null {
  const { kind } = linkClaims(token);
  return (NOTIFICATION_KINDS as readonly unknown[]).includes(kind) ? (kind as NotificationKind) : null;
}

/**
 * Whether the link was mailed to a guest's address (job alerts without an account): no settings page to
 * send them to. Read like the kind, only to word the page.
 */
export function isGuestLink(token: string | null): boolean {
  const { sub } = linkClaims(token);
  return typeof sub === 'string' && sub.startsWith('guest-');
}

function linkClaims(token: string | null): { kind?: unknown; sub?: unknown } {
  const payload = token?.split('.')[1];
  if (!payload) return {};
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      kind?: unknown;
      sub?: unknown;
    };
  } catch {
    return {};
  }
}
