// Boundary: publishing job pages and the sitemap into the site bucket (s3rver) from jobs in DynamoDB Local.

import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { jobInputSchema } from '../../shared/jobs/schemas';
import { companyPageKey, jobPageKey, SITEMAP_KEY } from '../../shared/site/public-pages';
import { employerWithCompany, jobBody } from '../../test/support/marketplace';
import { createJob, deleteJob, setJobActive } from '../jobs/service';
import { companies } from '../model/companies';
import { jobs } from '../model/jobs';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';
import { deployLocalSite } from '../platform/local/site-bucket';
import { ENV } from '../platform/resources';
import { publishCompany, publishJob, publishMissingSite } from './publishing';

// The test publishes itself; the shared stack's bus must not race it with its own deliveries.
vi.mock('../platform/events', () => ({ publishEvent: vi.fn(async () => undefined) }));

async function read(key: string): Promise<string> {
  const object = await s3Client().send(new GetObjectCommand({ Bucket: config.siteBucket, Key: key }));
  return (await object.Body?.transformToString('utf-8')) ?? '';
}

function jsonLdOf(html: string): Record<string, unknown> | undefined {
  const match = /<script data-prerendered type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match?.[1] ? JSON.parse(match[1]) : undefined;
}

describe('site publishing', () => {
  let employer: Awaited<ReturnType<typeof employerWithCompany>>;
  beforeAll(async () => {
    // A site bucket of this file's own: the shared stack's bus publishes other files' jobs into the
    // shared one, and s3rver has no conditional writes to order those against this file's.
    const bucket = `jobmatch-test-site-${randomUUID().slice(0, 8)}`;
    await deployLocalSite(process.env.AWS_ENDPOINT_URL_S3 as string, bucket, config.siteOrigin);
    process.env[ENV.siteBucket] = bucket;
    employer = await employerWithCompany();
  });

  it('publishes an open job as HTML with its content and JobPosting, and lists it in the sitemap', async () => {
    const job = await createJob(
      employer.principal,
      z.parse(jobInputSchema, { ...jobBody(), title: 'Payments <Platform> Engineer' }),
    );
    expect(await publishJob(job.id)).toBe('open');

    const page = await read(jobPageKey(job.id));
    expect(page).toContain('<h1>Payments &lt;Platform&gt; Engineer</h1>');
    expect(page).toContain(
      `<title>Payments &lt;Platform&gt; Engineer at ${employer.companyName} · Jobmatch</title>`,
    );
    expect(page).toContain(
      `<link data-prerendered rel="canonical" href="${config.siteOrigin}/jobs/${job.id}" />`,
    );
    // Still the SPA: its script is there to take over.
    expect(page).toMatch(/<script type="module" src="[^"]+"><\/script>/);
    expect(jsonLdOf(page)).toMatchObject({
      '@type': 'JobPosting',
      title: 'Payments <Platform> Engineer',
      hiringOrganization: { name: employer.companyName },
      url: `${config.siteOrigin}/jobs/${job.id}`,
    });
    const sitemap = await read(SITEMAP_KEY);
    expect(sitemap).toContain(`<loc>${config.siteOrigin}/jobs/${job.id}</loc>`);
    expect(sitemap).toContain(`<loc>${config.siteOrigin}/about</loc>`);
  });

  it('turns a paused job into a closed page without JobPosting and takes it out of the sitemap', async () => {
    const job = await createJob(employer.principal, z.parse(jobInputSchema, jobBody()));
    await publishJob(job.id);
    await setJobActive(employer.principal, job.id, false);
    expect(await publishJob(job.id)).toBe('closed');

    const page = await read(jobPageKey(job.id));
    expect(page).toContain('<meta data-prerendered name="robots" content="noindex" />');
    expect(page).toContain('This job is no longer accepting applications on Jobmatch.');
    expect(jsonLdOf(page)).toBeUndefined();
    expect(await read(SITEMAP_KEY)).not.toContain(`/jobs/${job.id}<`);

    await setJobActive(employer.principal, job.id, true);
    expect(await publishJob(job.id)).toBe('open');
    expect(await read(SITEMAP_KEY)).toContain(`/jobs/${job.id}</loc>`);
  });

  it('closes the page of a deleted job and keeps every other open job in the sitemap', async () => {
    const [kept, removed] = await Promise.all([
      createJob(employer.principal, z.parse(jobInputSchema, jobBody())),
      createJob(employer.principal, z.parse(jobInputSchema, jobBody())),
    ]);
    await deleteJob(employer.principal, removed.id);
    // Both at once, as the bus may deliver them: each publication renders from what is stored now.
    await Promise.all([publishJob(kept.id), publishJob(removed.id)]);

    expect(await read(jobPageKey(removed.id))).toContain('<h1>This job is closed</h1>');
    const sitemap = await read(SITEMAP_KEY);
    expect(sitemap).toContain(`/jobs/${kept.id}</loc>`);
    expect(sitemap).not.toContain(`/jobs/${removed.id}<`);
  });

  it('closes the page of a job that expired since, at the next publication of any job', async () => {
    const expiring = await createJob(employer.principal, z.parse(jobInputSchema, jobBody()));
    await publishJob(expiring.id);
    expect(await read(SITEMAP_KEY)).toContain(`/jobs/${expiring.id}</loc>`);
    // Its expiry passes (no event marks that); another job's change then republishes the sitemap.
    await jobs()
      .patch({ id: expiring.id })
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
      .go();
    const other = await createJob(employer.principal, z.parse(jobInputSchema, jobBody()));
    await publishJob(other.id);

    expect(await read(SITEMAP_KEY)).not.toContain(`/jobs/${expiring.id}<`);
    expect(await read(jobPageKey(expiring.id))).toContain(
      'This job is no longer accepting applications on Jobmatch.',
    );
  });

  it('publishes the open jobs and the sitemap for a site bucket that has none, and only then', async () => {
    const bucket = `jobmatch-test-site-${randomUUID().slice(0, 8)}`;
    await deployLocalSite(process.env.AWS_ENDPOINT_URL_S3 as string, bucket, config.siteOrigin);
    const previous = process.env[ENV.siteBucket];
    process.env[ENV.siteBucket] = bucket;
    try {
      const job = await createJob(employer.principal, z.parse(jobInputSchema, jobBody()));
      expect(await publishMissingSite()).toBeGreaterThan(0);
      expect(await read(jobPageKey(job.id))).toContain(`<h1>${job.title}</h1>`);
      expect(await read(SITEMAP_KEY)).toContain(`/jobs/${job.id}</loc>`);
      expect(await publishMissingSite()).toBe(0);
    } finally {
      process.env[ENV.siteBucket] = previous;
    }
  });

  it("publishes a company's page with its open jobs and Organization, gives an older company its address, and lists it", async () => {
    const job = await createJob(employer.principal, z.parse(jobInputSchema, jobBody()));
    // As a company made before pages had addresses: no slug yet.
    await companies().patch({ id: employer.companyId }).remove(['slug']).go();
    const slug = await publishCompany(employer.companyId);
    expect(slug).toMatch(/^company-/);
    const page = await read(companyPageKey(slug as string));
    expect(page).toContain(`<h1>${employer.companyName}</h1>`);
    expect(page).toContain(`<a href="/jobs/${job.id}">${job.title}</a>`);
    const organization = /<script data-prerendered type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(
      page,
    );
    expect(JSON.parse(organization?.[1] ?? '{}')).toMatchObject({
      '@type': 'Organization',
      name: employer.companyName,
      url: `${config.siteOrigin}/companies/${slug}`,
    });
    expect(await read(SITEMAP_KEY)).toContain(`<loc>${config.siteOrigin}/companies/${slug}</loc>`);
    // Renamed, its old address sends readers on to the new one.
    await companies()
      .patch({ id: employer.companyId })
      .set({ slug: `${slug}-renamed`, previousSlugs: [slug as string] })
      .go();
    await publishCompany(employer.companyId);
    expect(await read(companyPageKey(slug as string))).toContain(
      `<meta data-prerendered http-equiv="refresh" content="0; url=/companies/${slug}-renamed" />`,
    );
    // Its job's page links to it.
    await publishJob(job.id, employer.companyId);
    expect(await read(jobPageKey(job.id))).toContain(`<a href="/companies/${employer.companyId}">`);
  });

  it('refuses an id that could not be a job, writing nothing', async () => {
    await expect(publishJob('../index')).rejects.toThrow('Not a job id');
  });
});
