// Boundary: injected DynamoDB throttling and duplicate S3/EventBridge deliveries against the local stack.
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Event } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../test/support/api';
import { candidate } from '../test/support/marketplace';
import { employersAndAdmin, postJob, type TestEmployer } from '../test/support/marketplace-cast';
import { handler as applicationsApi } from './applications/entry';
import { apply } from './applications/service';
import { handler as contactNotify } from './contact/notify';
import { applications } from './model/applications';
import { contactMessages } from './model/contact-messages';
import { jobs } from './model/jobs';
import { resumeParseOwners, resumeParses } from './model/resume-parses';
import { dynamoClient } from './platform/clients/dynamo';
import { s3Client } from './platform/clients/s3';
import { config } from './platform/config';
import { type FunctionSpec, routeKey } from './platform/contract';
import { lambdaContext } from './platform/local/lambda-context';
import { ENV, ORIGIN_VERIFY_HEADER } from './platform/resources';
import { handler as parseOnUpload } from './resume-parsing/trigger';
import { EVENT_RULES, ROUTES, S3_TRIGGERS } from './routes';

const APPLICATIONS_API = ROUTES.find((route) => routeKey(route) === 'POST /applications')?.fn as FunctionSpec;
const CONTACT_NOTIFY = EVENT_RULES.find((rule) => rule.fn.entry === 'contact/notify')?.fn as FunctionSpec;
const PARSE_ON_UPLOAD = S3_TRIGGERS.find((trigger) => trigger.fn.entry === 'resume-parsing/trigger')
  ?.fn as FunctionSpec;

/**
 * Makes DynamoDB refuse the first `times` calls of a command as throttled, the way the service does: the
 * request is not applied. Installed inside the SDK's retry loop, so the SDK's own retries see it.
 */
function throttle(command: string, times = Number.POSITIVE_INFINITY) {
  const name = `throttle-${randomUUID()}`;
  let calls = 0;
  dynamoClient().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === command && calls++ < times) {
        throw new ProvisionedThroughputExceededException({ message: 'Throttled (injected)', $metadata: {} });
      }
      return next(args);
    },
    { step: 'finalizeRequest', priority: 'low', name },
  );
  return {
    calls: () => calls,
    stop: () => dynamoClient().middlewareStack.remove(name),
  };
}

const countOf = async (jobId: string) => (await jobs().get({ id: jobId }).go()).data?.applicationsCount;
const applicationsOf = async (candidateId: string) =>
  (await applications().query.byCandidate({ candidateId }).go()).data;

/** POST /applications invoked in this process, as API Gateway would (from CloudFront), so the throttled client is the one used. */
function applyOverHandler(headers: { authorization: string }, jobId: string) {
  return applicationsApi(
    {
      version: '2.0',
      routeKey: 'POST /api/v1/applications',
      rawPath: '/api/v1/applications',
      rawQueryString: '',
      headers: {
        ...headers,
        'content-type': 'application/json',
        [ORIGIN_VERIFY_HEADER]: process.env[ENV.originVerify] as string,
      },
      body: JSON.stringify({ jobId }),
      isBase64Encoded: false,
      requestContext: { http: { method: 'POST', path: '/api/v1/applications', sourceIp: '203.0.113.7' } },
    } as never,
    lambdaContext(APPLICATIONS_API),
  );
}

describe('DynamoDB throttling', () => {
  let employer: TestEmployer;
  beforeAll(async () => {
    ({ employer } = await employersAndAdmin());
  });

  it('a throttled transaction is retried by the SDK: the application is written and counted once', async () => {
    const job = await postJob(employer);
    const person = await candidate();
    const throttled = throttle('TransactWriteItemsCommand', 2);
    const application = await apply(person.principal, { jobId: job.id }).finally(throttled.stop);
    expect(throttled.calls()).toBe(3);
    expect((await applicationsOf(person.record.id)).map((item) => item.id)).toEqual([application.id]);
    expect(await countOf(job.id)).toBe(1);
  });

  it('a write throttled past every retry answers 503 with nothing written, and a later try writes once', async () => {
    const job = await postJob(employer);
    const person = await candidate();
    const throttled = throttle('TransactWriteItemsCommand');
    const refused = await applyOverHandler(person.headers, job.id).finally(throttled.stop);
    expect(refused.statusCode).toBe(503);
    expect(JSON.parse(String(refused.body))).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expect(await applicationsOf(person.record.id)).toEqual([]);
    expect(await countOf(job.id)).toBe(0);

    const accepted = await applyOverHandler(person.headers, job.id);
    expect(accepted.statusCode).toBe(201);
    expect(await applicationsOf(person.record.id)).toHaveLength(1);
    expect(await countOf(job.id)).toBe(1);
  });
});

describe('duplicate deliveries', () => {
  it('two copies of Contact Message Received delivered at once send each mail once', async () => {
    const email = `twice.${randomUUID().slice(0, 8)}@example.in`;
    const id = randomUUID();
    await contactMessages()
      .create({
        id,
        name: 'Meera Iyer',
        email,
        subject: `Invoice ${id.slice(0, 6)}`,
        message: 'Please resend the invoice for the last quarter.',
        receivedAt: new Date().toISOString(),
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      })
      .go();
    const event = { detail: { id }, 'detail-type': 'Contact Message Received', source: 'jobmatch' };
    await Promise.all([
      contactNotify(event as never, lambdaContext(CONTACT_NOTIFY)),
      contactNotify(event as never, lambdaContext(CONTACT_NOTIFY)),
    ]);
    expect(await waitForMail(email, 2, 1_500)).toHaveLength(1);
    const { data } = await contactMessages().get({ id }).go();
    expect(data?.acknowledgedAt).toBeDefined();
    expect(data?.supportNotifiedAt).toBeDefined();
  });

  it('two copies of a resume ObjectCreated delivered at once store one parse, linked once', async () => {
    const owner = randomUUID();
    const sample = readFileSync(
      new URL('../test/eval/india/rendered/in001.chromium-classic.pdf', import.meta.url),
    );
    const bytes = Buffer.concat([sample, Buffer.from(`\n% ${owner}\n`)]);
    const contentHash = createHash('sha256').update(bytes).digest('base64url');
    const key = `resumes/${owner}/${randomUUID()}.pdf`;
    await s3Client().send(new PutObjectCommand({ Bucket: config.uploadsBucket, Key: key, Body: bytes }));
    const event = {
      Records: [
        { eventName: 'ObjectCreated:Copy', s3: { bucket: { name: config.uploadsBucket }, object: { key } } },
      ],
    } as unknown as S3Event;
    await Promise.all([
      parseOnUpload(event, lambdaContext(PARSE_ON_UPLOAD)),
      parseOnUpload(event, lambdaContext(PARSE_ON_UPLOAD)),
    ]);
    const { data: stored } = await resumeParses().get({ contentHash }).go();
    expect(stored?.parsedAt).toBeDefined();
    expect((await resumeParseOwners().query.byOwner({ userId: owner }).go()).data).toHaveLength(1);
    // A third, late copy changes nothing.
    await parseOnUpload(event, lambdaContext(PARSE_ON_UPLOAD));
    expect((await resumeParses().get({ contentHash }).go()).data?.parsedAt).toBe(stored?.parsedAt);
  });
});
