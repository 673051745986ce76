import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import {
  COMPANY_SLUG_PATTERN,
  companyPageKey,
  JOB_ID_PATTERN,
  jobPageKey,
  SITEMAP_KEY,
} from '../../shared/site/public-pages';
import { fillShell } from '../../shared/site/shell';
import { jobIdsInSitemap, sitemapXml } from '../../shared/site/sitemap';
import { type CompanyItem, companies, findCompany, toCompany } from '../model/companies';
import { claimSlug } from '../model/company-slugs';
import { findJob, listOpenJobIds, toJob } from '../model/job-reads';
import { isOpen } from '../model/job-rules';
import { jobs } from '../model/jobs';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { companyPage, movedCompanyPage } from './company-page';
import { closedJobPage, openJobPage } from './job-page';

/** The SPA's index.html as deployed: the shell every published page is poured into. */
const SHELL_KEY = 'index.html';
const ATTEMPTS = 5;

async function readShell(): Promise<string> {
  const object = await s3Client().send(new GetObjectCommand({ Bucket: config.siteBucket, Key: SHELL_KEY }));
  const text = await object.Body?.transformToString('utf-8');
  if (!text) throw new Error('The site bucket has no SPA shell (index.html): deploy the web app first');
  return text;
}

async function currentEtag(key: string): Promise<string | undefined> {
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: config.siteBucket, Key: key }));
    return head.ETag;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
      return undefined;
    throw error;
  }
}

function isLostRace(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 412 || status === 409;
}

/**
 * Writes `key` with what `render` makes from the data as it is now, unless another writer changed the
 * object meanwhile: then it reads and renders again. Each run renders from fresh reads, so whichever
 * write lands last was rendered after every change before it; events arriving late or twice are harmless.
 */
async function publish(key: string, contentType: string, render: () => Promise<string>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const etag = await currentEtag(key);
    const body = await render();
    try {
      await s3Client().send(
        new PutObjectCommand({
          Bucket: config.siteBucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          // Revalidated on every visit, like index.html: a closed job must not linger in caches.
          CacheControl: 'no-cache',
          ...(etag ? { IfMatch: etag } : { IfNoneMatch: '*' }),
        }),
      );
      return;
    } catch (error) {
      if (!isLostRace(error) || attempt === ATTEMPTS) throw error;
    }
  }
}

// One publication at a time per process: the local bus (and a warm Lambda) may deliver events together.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Brings a job's published page and the sitemap in line with the job as it is now: an open job gets its
 * full page and a sitemap entry; a paused, expired or deleted one a 'closed' page and none. Jobs that
 * expired since the sitemap was last written (an expiry has no event of its own) leave it too, and their
 * pages are republished as closed.
 */
export function publishJob(jobId: string, companyId?: string): Promise<'open' | 'closed'> {
  return oneAtATime(async () => {
    const state = await publishJobPage(jobId);
    // The company's page lists its open jobs (issue 34).
    if (companyId) await publishCompanyPage(companyId);
    const expired = await publishSitemap();
    for (const id of expired) if (id !== jobId) await publishJobPage(id);
    logger.info('Job page and sitemap published', { jobId, state, expired: expired.length });
    return state;
  });
}

/** Brings a company's published page and the sitemap in line with the company and its open jobs. */
export function publishCompany(companyId: string): Promise<string | undefined> {
  return oneAtATime(async () => {
    const slug = await publishCompanyPage(companyId);
    await publishSitemap();
    logger.info('Company page and sitemap published', { companyId, slug });
    return slug;
  });
}

/**
 * Writes the company's page at its current slug; the page of an old slug is left as it was and
 * answered by the app, which redirects to the new address. A company made before pages had addresses
 * gets its slug here, on its first publication.
 */
async function publishCompanyPage(companyId: string): Promise<string | undefined> {
  let item = await findCompany(companyId);
  if (!item) return undefined;
  if (!item.slug) item = await withSlug(item);
  const slug = item.slug as string;
  if (!COMPANY_SLUG_PATTERN.test(slug)) throw new Error(`Not a company slug: ${JSON.stringify(slug)}`);
  await publish(companyPageKey(slug), 'text/html; charset=utf-8', async () => {
    const [shell, company, listed] = await Promise.all([
      readShell(),
      findCompany(companyId),
      jobs().query.byCompany({ companyId }).go({ pages: 'all', order: 'desc' }),
    ]);
    const open = listed.data.filter((job) => isOpen(job)).map(toJob);
    return fillShell(
      shell,
      companyPage(toCompany(company ?? (item as CompanyItem)), open, config.siteOrigin),
    );
  });
  // A renamed company's old addresses send readers and crawlers on to the new one.
  const name = item.name;
  for (const old of item.previousSlugs ?? []) {
    if (!COMPANY_SLUG_PATTERN.test(old)) continue;
    await publish(companyPageKey(old), 'text/html; charset=utf-8', async () =>
      fillShell(await readShell(), movedCompanyPage(slug, name, config.siteOrigin)),
    );
  }
  return slug;
}

async function withSlug(item: CompanyItem): Promise<CompanyItem> {
  const slug = await claimSlug(item.id, item.name);
  await companies().patch({ id: item.id }).set({ slug }).go();
  return { ...item, slug };
}

async function publishJobPage(jobId: string): Promise<'open' | 'closed'> {
  if (!JOB_ID_PATTERN.test(jobId)) throw new Error(`Not a job id: ${JSON.stringify(jobId)}`);
  const origin = config.siteOrigin;
  let state: 'open' | 'closed' = 'closed';
  await publish(jobPageKey(jobId), 'text/html; charset=utf-8', async () => {
    const [shell, item] = await Promise.all([readShell(), findJob(jobId)]);
    const job = item && toJob(item);
    state = job && isOpen(job) ? 'open' : 'closed';
    return fillShell(
      shell,
      job && state === 'open' ? openJobPage(job, origin) : closedJobPage(jobId, origin, job),
    );
  });
  return state;
}

/** Rewrites the sitemap from the open jobs; answers the jobs it listed before and no longer does. */
async function publishSitemap(): Promise<string[]> {
  let dropped: string[] = [];
  await publish(SITEMAP_KEY, 'application/xml; charset=utf-8', async () => {
    const [listed, open, directory] = await Promise.all([
      readSitemapJobIds(),
      listOpenJobIds(),
      companies()
        .query.directory({})
        .go({ pages: 'all', attributes: ['slug', 'updatedAt', 'createdAt'] }),
    ]);
    const openIds = new Set(open.map((job) => job.id));
    dropped = listed.filter((id) => !openIds.has(id) && JOB_ID_PATTERN.test(id));
    // Only companies with a published page (a slug) are listed; the others get theirs on publication.
    const pages = directory.data.flatMap((company) =>
      company.slug ? [{ slug: company.slug, updatedAt: company.updatedAt ?? company.createdAt }] : [],
    );
    return sitemapXml(config.siteOrigin, open, pages);
  });
  return dropped;
}

async function readSitemapJobIds(): Promise<string[]> {
  try {
    const object = await s3Client().send(
      new GetObjectCommand({ Bucket: config.siteBucket, Key: SITEMAP_KEY }),
    );
    return jobIdsInSitemap((await object.Body?.transformToString('utf-8')) ?? '');
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return [];
    throw error;
  }
}

/**
 * Publishes every open job's page and the sitemap, when the site bucket has no sitemap yet: a data folder
 * (or a stage) whose jobs were posted before pages were published. Returns how many pages it wrote.
 */
export function publishMissingSite(): Promise<number> {
  return oneAtATime(async () => {
    if (await currentEtag(SITEMAP_KEY)) return 0;
    const open = await listOpenJobIds();
    for (const { id } of open) await publishJobPage(id);
    const { data } = await companies()
      .query.directory({})
      .go({ pages: 'all', attributes: ['id'] });
    for (const { id } of data) await publishCompanyPage(id);
    await publishSitemap();
    logger.info('Site published from the open jobs and the companies', { pages: open.length + data.length });
    return open.length + data.length;
  });
}
