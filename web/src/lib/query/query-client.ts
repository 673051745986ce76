import { QueryClient } from '@tanstack/react-query';
import { onSessionEnded } from '@/lib/auth';
import { queryConfig } from '@/lib/react-query';

/**
 * The app's one query cache. It loads with the first page or component that asks the API through
 * TanStack Query (lib/query/query-scope), never with a public page that does not.
 */
export const queryClient = new QueryClient({ defaultOptions: queryConfig });

// A session that ends takes its cached answers with it: the next person must not see them.
onSessionEnded(() => queryClient.clear());
