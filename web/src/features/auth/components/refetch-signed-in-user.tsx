import { useEffect } from 'react';
import { ME_QUERY_KEY } from '@/lib/auth';
import { queryClient } from '@/lib/query/query-client';

/**
 * Renders nothing; marks the cached GET /users/me stale so it is asked again, and the header and stored
 * user follow a changed email address. A module of its own, loaded once the change is made: the query
 * library is no part of the verify-email page's first load. The cache is the app's one, which the
 * signed-in shell's session sync reads.
 */
export default function RefetchSignedInUser() {
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, []);
  return null;
}
