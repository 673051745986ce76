import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { ME_QUERY_KEY } from '@/lib/auth';

/**
 * Renders nothing; marks the cached GET /users/me stale so it is asked again, and the header and stored
 * user follow a changed email address. A module of its own, loaded once the change is made: the query
 * library is no part of the verify-email page's first load. With no query client there is no cached
 * record to refresh.
 */
export default function RefetchSignedInUser() {
  const queryClient = useContext(QueryClientContext);
  useEffect(() => {
    void queryClient?.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [queryClient]);
  return null;
}
