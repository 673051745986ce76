import { QueryClient } from '@tanstack/react-query';
import { onSessionEnded } from '@/lib/auth';
import { expireReads } from '@/lib/public-read';
import { queryConfig } from '@/lib/react-query';

/**
 * The app's one query cache. It loads with the first page or component that asks the API through
 * TanStack Query (lib/query/query-scope), never with a public page that does not.
 */
export const queryClient = new QueryClient({ defaultOptions: queryConfig });

// A session that ends takes its cached answers with it: the next person must not see them.
onSessionEnded(() => queryClient.clear());

// A job written by its employer or an admin (posted, edited, paused) refreshes every job list under 'jobs'
// with one call, which reaches their own lists; the public search and job pages read outside this cache
// (lib/public-read), so they are told as well. A candidate's own lists ('jobs', 'candidate') say nothing
// about the jobs themselves.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
  const [root, scope] = event.query.queryKey;
  if (root === 'jobs' && scope !== 'candidate') expireReads('jobs/');
});
