// Boundary: scanned resumes through parseOnce with the real Textract SDK client, pointed at a small HTTP
// server that answers Textract's JSON protocol (no Textract stand-in exists), staging in s3rver and the
// parse store in DynamoDB Local.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scannedPdfBytes } from '../../../test/fixtures/files';
import { s3Client } from '../../platform/clients/s3';
import { config } from '../../platform/config';
import { ENV, OCR_STAGING_PREFIX } from '../../platform/resources';
import { parseOnce } from '../service';
import { textractBlocks } from './textract-blocks.fixture';

const RESUME_LINES = [
  { text: 'Kavya Reddy', height: 0.03 },
  { text: 'Hyderabad | +91 99887 66554 | kavya.reddy@example.in' },
  { text: 'EXPERIENCE', height: 0.018 },
  { text: 'QA Engineer' },
  { text: 'Infosys | Aug 2019 - Present' },
  { text: 'EDUCATION', height: 0.018 },
  { text: 'B.E. in Electronics' },
  { text: 'Osmania University, 2019' },
];

interface Call {
  target: string;
  body: Record<string, unknown>;
}

/** Textract as far as these tests need it; `fail` makes every call answer a throttling error. */
class FakeTextract {
  calls: Call[] = [];
  fail = false;
  stagedSeen: boolean[] = [];
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void this.answer(request).then(([status, body]) => {
        response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
        response.end(JSON.stringify(body));
      });
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    this.server?.close();
  }

  private async answer(request: IncomingMessage): Promise<[number, unknown]> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const target = String(request.headers['x-amz-target'] ?? '').replace('Textract.', '');
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
    this.calls.push({ target, body });
    if (this.fail) return [400, { __type: 'ProvisionedThroughputExceededException', message: 'Slow down' }];
    if (target === 'DetectDocumentText') return [200, { Blocks: textractBlocks([RESUME_LINES]) }];
    if (target === 'StartDocumentTextDetection') {
      const { Bucket, Name } = (body.DocumentLocation as { S3Object: { Bucket: string; Name: string } })
        .S3Object;
      // Textract reads the document itself: it must be in the bucket when the job starts.
      const head = await s3Client()
        .send(new HeadObjectCommand({ Bucket, Key: Name }))
        .then(() => true)
        .catch(() => false);
      this.stagedSeen.push(head);
      return [200, { JobId: 'job-1' }];
    }
    if (target === 'GetDocumentTextDetection')
      return [
        200,
        { JobStatus: 'SUCCEEDED', Blocks: textractBlocks([RESUME_LINES.slice(0, 5), RESUME_LINES.slice(5)]) },
      ];
    return [400, { __type: 'InvalidParameterException', message: `Unknown ${target}` }];
  }
}

let variant = 0;
/** A scan of its own content each time: stored parses are keyed by content. */
const scannedPdf = async (pages: number) =>
  new Uint8Array(await scannedPdfBytes({ pages, variant: ++variant }));

const textract = new FakeTextract();

beforeAll(async () => {
  process.env.AWS_ENDPOINT_URL_TEXTRACT = await textract.start();
  process.env[ENV.textRecognition] = 'textract';
});

afterAll(async () => {
  delete process.env[ENV.textRecognition];
  await textract.stop();
});

beforeEach(() => {
  textract.calls = [];
  textract.fail = false;
  textract.stagedSeen = [];
});

describe('parseOnce on scanned resumes, with Textract', () => {
  it('reads a one-page scan from its bytes and remembers the result', async () => {
    const scan = await scannedPdf(1);
    const first = await parseOnce(scan, { fileName: 'scan.pdf', ocrDeadlineMs: 5000 });
    expect(textract.calls.map((c) => c.target)).toEqual(['DetectDocumentText']);
    expect(textract.calls[0]?.body.Document).toEqual({ Bytes: Buffer.from(scan).toString('base64') });
    expect(first.result.parsedData.personalInfo).toMatchObject({ firstName: 'Kavya', lastName: 'Reddy' });
    expect(first.result.parsedData.workExperiences[0]).toMatchObject({
      companyName: 'Infosys',
      isCurrent: true,
    });
    expect(first.result.noTextLayer).toBe(false);

    const again = await parseOnce(scan, { fileName: 'scan.pdf', ocrDeadlineMs: 5000 });
    expect(again.cached).toBe(true);
    expect(textract.calls).toHaveLength(1);
  });

  it('stages a multi-page scan for the asynchronous job and removes it afterwards', async () => {
    const scan = await scannedPdf(2);
    const { result } = await parseOnce(scan, { fileName: 'scan.pdf', ocrDeadlineMs: 10_000 });
    expect(textract.calls.map((c) => c.target)).toEqual([
      'StartDocumentTextDetection',
      'GetDocumentTextDetection',
    ]);
    const location = textract.calls[0]?.body.DocumentLocation as {
      S3Object: { Bucket: string; Name: string };
    };
    const staged = location.S3Object;
    expect(staged.Bucket).toBe(config.uploadsBucket);
    expect(staged.Name.startsWith(OCR_STAGING_PREFIX)).toBe(true);
    expect(textract.stagedSeen).toEqual([true]);
    const left = await s3Client().send(
      new ListObjectsV2Command({ Bucket: config.uploadsBucket, Prefix: staged.Name }),
    );
    expect(left.KeyCount ?? 0).toBe(0);
    expect(result.parsedData.educations[0]).toMatchObject({
      institution: expect.stringContaining('Osmania'),
    });
  });

  it('reads a stored multi-page scan where it lies, without staging a copy', async () => {
    const scan = await scannedPdf(2);
    const location = { bucket: config.uploadsBucket, key: 'resumes/someone/scan.pdf' };
    await parseOnce(scan, { fileName: 'scan.pdf', location, ocrDeadlineMs: 10_000 });
    expect(textract.calls[0]?.body.DocumentLocation).toEqual({
      S3Object: { Bucket: location.bucket, Name: location.key },
    });
  });

  it('answers "nothing found" when Textract fails, and does not remember it, so a later try reads it', async () => {
    const scan = await scannedPdf(1);
    textract.fail = true;
    const failed = await parseOnce(scan, { fileName: 'scan.pdf', ocrDeadlineMs: 5000 });
    expect(failed.result).toMatchObject({ fieldsExtracted: 0, noTextLayer: true });
    textract.fail = false;
    const later = await parseOnce(scan, { fileName: 'scan.pdf', ocrDeadlineMs: 5000 });
    expect(later.cached).toBe(false);
    expect(later.result.parsedData.personalInfo.firstName).toBe('Kavya');
  });
});
