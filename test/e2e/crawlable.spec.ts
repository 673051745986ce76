// Boundary: what a crawler gets over plain HTTP (no browser): prerendered public pages, published job pages with JobPosting, the sitemap and robots.txt (ADR 0014).
import type { APIRequestContext } from '@playwright/test';
import { PRERENDERED_PAGES } from '../../shared/site/public-pages';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';
import { WEB_URL } from './stack';

// Publishing follows the Job Changed event through the bus; on a busy machine that can take a few seconds.
const eventually = { timeout: 20_000, intervals: [250, 500, 1_000] };

/** The page's #root content: what a visitor without JavaScript sees. */
function rootOf(html: string): string {
  return /<div id="root">([\s\S]*)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
}

function jobPostingOf(html: string): Record<string, unknown> | undefined {
  const json = /<script[^>]*type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, unknown>) : undefined;
}

async function sitemap(request: APIRequestContext): Promise<string> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  return response.text();
}

test('public pages arrive as HTML with their content, title, canonical URL and Open Graph tags, and robots.txt is a real file', async ({
  request,
}) => {
  for (const page of PRERENDERED_PAGES) {
    const response = await request.get(page.path, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(response.status(), page.path).toBe(200);
    // Compressed, as the CDN sends it: the page is the first thing a phone on a slow network waits for.
    expect(response.headers()['content-encoding'], page.path).toBe('gzip');
    const html = await response.text();
    const content = rootOf(html);
    expect(content, `${page.path} has content without JavaScript`).toMatch(/<h1[^>]*>[^<]+/);
    expect(content).toContain('href="/privacy"');
    expect(html).toMatch(/<title>[^<]+· Jobmatch|<title>Jobmatch ·/);
    const url = `${WEB_URL}${page.path === '/' ? '/' : page.path}`;
    expect(html).toContain(`rel="canonical" href="${url}"`);
    // Link previews: Open Graph with the page's own title and address.
    expect(html, `${page.path} Open Graph`).toMatch(
      /<meta [^>]*property="og:title" content="[^"]+· Jobmatch"/,
    );
    expect(html).toMatch(/<meta [^>]*property="og:description" content="[^"]{20,}"/);
    expect(html).toContain(`property="og:url" content="${url}"`);
  }
  const about = await (await request.get('/about')).text();
  expect(about).toContain('<title>About us · Jobmatch</title>');
  expect(rootOf(about)).toContain('We help India’s professionals find work that fits');
  const privacy = rootOf(await (await request.get('/privacy')).text());
  expect(privacy).toContain('September 17, 2025');

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  const text = await robots.text();
  expect(text).not.toContain('<html');
  expect(text).toContain('User-agent: *');
  expect(text).toContain(`Sitemap: ${WEB_URL}/sitemap.xml`);
  expect(text).toContain('Disallow: /profile\n');
});

test('a new job is a crawlable page with JobPosting and in the sitemap; paused, it says closed and leaves', async ({
  request,
}) => {
  const signIn = await request.post('/api/v1/auth/secure-login', {
    data: { email: DEMO_ACCOUNTS.employer, password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { accessToken } = ((await signIn.json()) as { data: { accessToken: string } }).data;
  const headers = { authorization: `Bearer ${accessToken}` };
  const title = `Ledger Engineer ${Date.now().toString(36)}`;
  const posted = await request.post('/api/v1/jobs', {
    headers,
    data: {
      title,
      description: 'Own the ledger service end to end with a small, friendly team in Pune.',
      requirements: 'Node.js\nTypeScript',
      responsibilities: '',
      benefits: 'Health insurance',
      jobType: 'FULL_TIME',
      location: 'Pune',
      isRemote: false,
      isHybrid: false,
      salaryMin: 1_400_000,
      salaryMax: 2_250_000,
      currency: 'INR',
      experienceMin: 2,
      experienceMax: 6,
      contactEmail: null,
      skills: ['Node.js', 'PostgreSQL'],
      category: 'IT',
      function: 'engineering',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const jobId = ((await posted.json()) as { data: { id: string } }).data.id;
  const jobUrl = `${WEB_URL}/jobs/${jobId}`;

  await expect
    .poll(async () => (await sitemap(request)).includes(`<loc>${jobUrl}</loc>`), eventually)
    .toBe(true);
  const page = await (await request.get(`/jobs/${jobId}`, { headers: { accept: 'text/html' } })).text();
  expect(rootOf(page)).toContain(`<h1>${title}</h1>`);
  expect(rootOf(page)).toContain('Own the ledger service end to end');
  expect(jobPostingOf(page)).toMatchObject({
    '@type': 'JobPosting',
    title,
    hiringOrganization: { '@type': 'Organization', name: 'Acme Tech' },
    jobLocation: { address: { addressLocality: 'Pune', addressCountry: 'IN' } },
    baseSalary: { currency: 'INR', value: { minValue: 1_400_000, maxValue: 2_250_000, unitText: 'YEAR' } },
    url: jobUrl,
  });

  const paused = await request.put(`/api/v1/jobs/${jobId}/status`, { headers, data: { isActive: false } });
  expect(paused.ok(), await paused.text()).toBe(true);
  await expect
    .poll(async () => (await sitemap(request)).includes(`<loc>${jobUrl}</loc>`), eventually)
    .toBe(false);
  const closed = await (await request.get(`/jobs/${jobId}`)).text();
  expect(rootOf(closed)).toContain('This job is no longer accepting applications on Jobmatch.');
  expect(closed).toContain('name="robots" content="noindex"');
  expect(jobPostingOf(closed)).toBeUndefined();
  await request.delete(`/api/v1/jobs/${jobId}`, { headers });
});
