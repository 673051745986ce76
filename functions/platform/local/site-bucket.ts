import { readFileSync } from 'node:fs';
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { robotsTxt } from '../../../shared/site/sitemap';
import { LOCAL_CREDENTIALS } from './bootstrap';

/** The SPA's source index.html, the shell the dev server serves (ADR 0014). */
const SOURCE_SHELL = new URL('../../../web/index.html', import.meta.url);

/**
 * The local stand-in of the site bucket, as the CDK deployment leaves it: the SPA shell and robots.txt.
 * Job pages and the sitemap are then published into it by the Job Changed consumer, and the local web
 * host serves them, as CloudFront serves the real bucket.
 */
export async function deployLocalSite(
  endpoint: string,
  bucket: string,
  origin: string,
  shell: string | URL = SOURCE_SHELL,
): Promise<void> {
  const client = new S3Client({
    endpoint,
    region: 'ap-south-1',
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
  }
  const put = (Key: string, Body: string, ContentType: string) =>
    client.send(new PutObjectCommand({ Bucket: bucket, Key, Body, ContentType, CacheControl: 'no-cache' }));
  await put('index.html', readFileSync(shell, 'utf8'), 'text/html; charset=utf-8');
  await put('robots.txt', robotsTxt(origin), 'text/plain; charset=utf-8');
  client.destroy();
}
