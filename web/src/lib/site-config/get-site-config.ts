import type { SiteConfig } from '@shared/jobs/types';
import { api } from '@/lib/api-client';
import { primeRead, startRead, usePublicRead } from '@/lib/public-read';

/** GET /site/config: the stage's public settings (whether the jobs marketplace is live). */
export function getSiteConfig(): Promise<SiteConfig> {
  return api.get<SiteConfig>('/site/config', { withToken: false });
}

const SITE_CONFIG_KEY = 'site-config';
// A stage setting changes with a deploy, not while someone browses: read it once per visit.
const ONCE_PER_VISIT = { staleMs: Number.POSITIVE_INFINITY };

/** Starts the read before a marketplace page's code has arrived (the router asks beside loading it). */
export function startSiteConfigRead(): Promise<void> {
  return startRead(SITE_CONFIG_KEY, getSiteConfig, ONCE_PER_VISIT);
}

/**
 * The settings as the stage that serves a page has them: the prerender draws the marketplace's pages
 * for a stage whose jobs are live, the only stages that serve them (shared/site/public-pages).
 */
export function primeSiteConfig(config: SiteConfig): void {
  primeRead(SITE_CONFIG_KEY, config);
}

export function useSiteConfig() {
  return usePublicRead(SITE_CONFIG_KEY, getSiteConfig, ONCE_PER_VISIT);
}
