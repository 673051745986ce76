import { CONFIRMATION_ACTIONS, type ConfirmationAction } from '@shared/jobs/reconfirmation';

/**
 * What a reconfirmation link says it does, read from its token without checking it, only to word the
 * page's button: the server checks the signature when the button is pressed. Null for something that is
 * not such a link.
 */
export function linkAction(token: string | null): ConfirmationAction | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { act } = JSON.parse(json) as { act?: unknown };
    return (CONFIRMATION_ACTIONS as readonly unknown[]).includes(act) ? (act as ConfirmationAction) : null;
  } catch {
    return null;
  }
}
