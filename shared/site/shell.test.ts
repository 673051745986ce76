import { describe, expect, it } from 'vitest';
import { fillShell } from './shell';
import { jobIdsInSitemap, robotsTxt, sitemapXml } from './sitemap';

const SHELL = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Jobmatch</title>
    <meta
      name="description"
      content="The site's own words."
    />
    <script type="module" crossorigin src="/assets/boot.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app.css">
    <link rel="modulepreload" crossorigin href="/assets/app.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('fillShell', () => {
  it('puts the page into the shell, keeps the app script, escapes the title and marks added head tags', () => {
    const html = fillShell(SHELL, {
      title: 'Tea & <Code> · Jobmatch',
      description: 'Say "hello"',
      head: '<link rel="canonical" href="https://jobmatch.in/about" />',
      body: '<main><h1>About</h1></main>',
    });
    expect(html).toContain('<title>Tea &amp; &lt;Code&gt; · Jobmatch</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hello&quot;" />');
    expect(html).not.toContain("The site's own words.");
    expect(html).toContain('<link data-prerendered rel="canonical" href="https://jobmatch.in/about" />');
    expect(html).toContain('<div id="root"><main><h1>About</h1></main></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/boot.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app.css">');
  });

  it("leaves the app's preload out: a served page fetches the app once its content is painted", () => {
    const html = fillShell(SHELL, { title: 't', description: 'd', head: '', body: '<p>x</p>' });
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('/assets/app.js');
  });

  it('keeps replacement patterns in the content literal', () => {
    const html = fillShell(SHELL, { title: 't', description: 'd', head: '', body: '<p>$& costs $1</p>' });
    expect(html).toContain('<p>$& costs $1</p>');
  });

  it('refuses a shell it cannot fill', () => {
    expect(() => fillShell('<html></html>', { title: 't', description: 'd', head: '', body: '' })).toThrow(
      'The SPA shell has no <title>',
    );
  });
});

describe('sitemap and robots.txt', () => {
  it('lists the public pages and the given jobs as absolute URLs', () => {
    const xml = sitemapXml('https://jobmatch.in/', [{ id: 'JOB1', updatedAt: '2025-09-17T10:00:00.000Z' }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const listed = [
      '/',
      '/about',
      '/privacy',
      '/terms',
      '/success-stories',
      '/resources',
      '/contact',
      '/pricing',
    ];
    for (const path of listed) {
      expect(xml).toContain(`<loc>https://jobmatch.in${path}</loc>`);
    }
    // The sign-in forms are prerendered for speed, not listed for search.
    expect(xml).not.toContain('/login<');
    expect(xml).not.toContain('/signup<');
    expect(xml).toContain(
      '<url><loc>https://jobmatch.in/jobs/JOB1</loc><lastmod>2025-09-17T10:00:00.000Z</lastmod></url>',
    );
  });

  it('reads back the job ids a sitemap lists, and none of the public pages', () => {
    const xml = sitemapXml('https://jobmatch.in', [
      { id: 'JOB1', updatedAt: '2025-09-17T10:00:00.000Z' },
      { id: 'job_2-b', updatedAt: '2025-09-18T10:00:00.000Z' },
    ]);
    expect(jobIdsInSitemap(xml)).toEqual(['JOB1', 'job_2-b']);
    expect(jobIdsInSitemap(sitemapXml('https://jobmatch.in', []))).toEqual([]);
  });

  // The rules against the route table, signed-in route by route: web/src/app/routes/crawl-rules.test.tsx.
  it('points robots.txt at the sitemap and keeps crawlers out of the API and the signed-in areas', () => {
    const lines = robotsTxt('https://jobmatch.in/').split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Disallow: /api/',
        'Disallow: /profile',
        'Allow: /profile-demo',
        'Disallow: /employer/',
        'Disallow: /admin/',
        'Sitemap: https://jobmatch.in/sitemap.xml',
      ]),
    );
    // The plans are public: a search should find them.
    expect(lines).not.toContain('Disallow: /pricing');
  });
});

describe('fillShell without a page description', () => {
  it("keeps the site's description", () => {
    const html = fillShell(SHELL, { title: 'Home', head: '', body: '<h1>Home</h1>' });
    expect(html).toContain('content="The site\'s own words."');
  });
});
