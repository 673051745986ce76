import { NOTIFICATION_KINDS, type NotificationKind } from '@shared/notifications/kinds';

/**
 * The kind of mail an unsubscribe link names, read from its token without checking it, only to word the
 * page before the button is pressed: the server checks the signature. Null for anything else.
 */
export function linkKind(token: string | null): NotificationKind | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const { kind } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { kind?: unknown };
    return (NOTIFICATION_KINDS as readonly unknown[]).includes(kind) ? (kind as NotificationKind) : null;
  } catch {
    return null;
  }
}
