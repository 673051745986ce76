// Boundary: robots.txt against the route table: every signed-in route is kept from crawlers, every public page is not.
import { PRERENDERED_PAGES } from '@shared/site/public-pages';
import { robotsTxt } from '@shared/site/sitemap';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import type { RouteObject } from '@/lib/router';
import { RequireAuth } from '../guards';
import { appRoutes } from '../router';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether robots.txt lets a crawler fetch `path` (RFC 9309: the longest matching rule wins, Allow on a tie). */
function crawlable(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow): (\S+)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, kind, pattern = '']) => ({
      allow: kind === 'Allow',
      pattern,
      test: new RegExp(`^${pattern.split('*').map(literal).join('.*')}`),
    }));
  const winner = rules
    .filter((rule) => rule.test.test(path))
    .sort((a, b) => b.pattern.length - a.pattern.length || Number(b.allow) - Number(a.allow))[0];
  return winner?.allow ?? true;
}

/** The paths of the routes behind RequireAuth, with a sample value for each parameter. */
function signedInPaths(routes: RouteObject[], guarded = false): string[] {
  return routes.flatMap((route) => {
    const inside = guarded || (isValidElement(route.element) && route.element.type === RequireAuth);
    const own = inside && route.path ? [route.path.replace(/:\w+/g, 'x1')] : [];
    return [...own, ...signedInPaths(route.children ?? [], inside)];
  });
}

const robots = robotsTxt('https://jobmatch.in');

describe('robots.txt', () => {
  it('keeps crawlers out of every signed-in route and the API', () => {
    const routes = signedInPaths(appRoutes);
    expect(routes).toEqual(expect.arrayContaining(['/profile', '/admin/jobs', '/jobs/x1/apply']));
    for (const path of [...routes, '/api/v1/jobs/search']) {
      expect(crawlable(robots, path), path).toBe(false);
    }
  });

  it('lets them reach the public pages, the job pages and the sample profile', () => {
    for (const path of [
      ...PRERENDERED_PAGES.map((page) => page.path),
      paths.contact.getHref(),
      paths.jobs.getHref({ location: 'Pune' }),
      paths.job.getHref('01K5ABCDEFGHJKMNPQRSTVWXYZ'),
      paths.profileDemo.getHref(),
      '/sitemap.xml',
    ]) {
      expect(crawlable(robots, path), path).toBe(true);
    }
  });

  it('points at the sitemap', () => {
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
    expect(robots).toContain('\nSitemap: https://jobmatch.in/sitemap.xml\n');
  });
});
