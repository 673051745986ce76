import { useEffect } from 'react';
import { useMe } from './api/get-me';
import { approvalRefetchInterval } from './approval-polling';
import { updateUser, useAuth } from './session-store';

/**
 * Keeps the signed-in person's record current: fetched once per session and page load, and polled while an
 * employer awaits approval, so the header and guards change the moment an admin approves them.
 */
export function useSessionSync(): void {
  const auth = useAuth();
  const me = useMe({ userId: auth.user?.id ?? null, refetchInterval: approvalRefetchInterval(auth.user) });
  useEffect(() => {
    if (me.data) updateUser(me.data);
  }, [me.data]);
}
