import type { SiteConfig } from '@shared/jobs/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /site/config: the stage's public settings (whether the jobs marketplace is live). */
export function getSiteConfig({ signal }: { signal?: AbortSignal } = {}): Promise<SiteConfig> {
  return api.get<SiteConfig>('/site/config', { signal, withToken: false });
}

export function getSiteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site-config'] as const,
    queryFn: ({ signal }) => getSiteConfig({ signal }),
    // A stage setting changes with a deploy, not while someone browses: read it once per visit.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useSiteConfig() {
  return useQuery(getSiteConfigQueryOptions());
}
