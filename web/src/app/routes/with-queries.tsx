import { QueryProvider } from '@/lib/query/query-provider';
import { Outlet } from '@/lib/router';

/**
 * Layout route around the pages that read the API through TanStack Query: its code loads with them (the
 * router preloads it like a page), so the public pages that need none never download it.
 */
export function Component() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
