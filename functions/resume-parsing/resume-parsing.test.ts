// Boundary: resume parsing wired to the API host, the S3 trigger (s3rver events) and the profile (DynamoDB Local).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Context, S3Event } from 'aws-lambda';
import { describe, expect, inject, it } from 'vitest';
import type { UploadTicket } from '../../shared/files/schemas';
import type { Profile } from '../../shared/profile/profile';
import { bearer, signUpBody, signUpOverHttp, uniqueEmail } from '../../test/support/accounts';
import { callApi } from '../../test/support/api';
import { postToTicket } from '../../test/support/uploads';
import { resumeParseOwners, resumeParses } from '../model/resume-parses';
import { RATE_LIMITS } from '../platform/contract';
import { PARSE_MESSAGES } from './handler';
import { sharedStreamPdf } from './parser/long-pdf.fixture';
import { resumeParsingCpuBound, resumeParsingRoutes, resumeParsingTriggers } from './routes';
import { handler as trigger } from './trigger';

const corpus = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/eval/india/rendered');
const samplePdf = () => readFileSync(path.join(corpus, 'in001.chromium-classic.pdf'));
/** A DOCX that states all the parser fills beyond the spec's fields: bullets, languages, notice, CTC, years only. */
const themedDocx = () =>
  readFileSync(path.resolve(corpus, '../../jsonresume/dev/rendered/jr023.docx-flat.docx'));
const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url');

async function candidate() {
  const session = await signUpOverHttp(uniqueEmail('parse'));
  return { headers: bearer(session), id: (session.json.data as { user: { id: string } }).user.id };
}

async function postParse(headers: Record<string, string>, fileName: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const response = await fetch(`${inject('apiUrl')}/resume/parse`, { method: 'POST', headers, body: form });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/**
 * Posts a form too large for the API and reads the refusal whichever side closes first: an answer that
 * comes while the body is still being written counts, and the write cut short after it is no failure.
 */
function postOversized(headers: Record<string, string>, fileName: string, bytes: Buffer): Promise<number> {
  const boundary = `----parse${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${inject('apiUrl')}/resume/parse`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
      },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    // Settles only when no answer came first (a settled promise ignores it).
    request.on('error', reject);
    request.end(body);
  });
}

async function uploadResume(headers: Record<string, string>, fileName: string, bytes: Buffer) {
  const ticket = await callApi('/resume/upload-url', {
    method: 'POST',
    headers,
    body: { fileName, fileSize: bytes.length },
  });
  const { fileKey } = ticket.json.data as UploadTicket;
  await postToTicket(ticket.json.data as UploadTicket, bytes);
  return callApi('/resume/upload-complete', { method: 'POST', headers, body: { fileKey, fileName } });
}

async function storedParse(bytes: Buffer, timeoutMs = 20_000) {
  const started = Date.now();
  for (;;) {
    const { data } = await resumeParses()
      .get({ contentHash: hashOf(bytes) })
      .go();
    if (data || Date.now() - started > timeoutMs) return data;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('POST /resume/parse', () => {
  it('answers data.data with the parsed object, fieldsExtracted and confidence, and parses a file once', async () => {
    const { headers } = await candidate();
    const bytes = samplePdf();
    const first = await postParse(headers, 'resume.pdf', bytes);
    expect(first.status).toBe(200);
    const data = first.json.data as {
      data: { personalInfo: { email: string } };
      fieldsExtracted: number;
      confidence: string;
    };
    expect(data.data.personalInfo.email).toContain('@');
    expect(data.fieldsExtracted).toBeGreaterThan(0);
    expect(['HIGH', 'MEDIUM', 'LOW']).toContain(data.confidence);

    const stored = await storedParse(bytes);
    const again = await postParse(headers, 'renamed.pdf', bytes);
    expect(again.json).toEqual(first.json);
    expect((await storedParse(bytes))?.parsedAt).toBe(stored?.parsedAt);
  });

  it('refuses another type and a file over 10MB with the spec messages', async () => {
    const { headers } = await candidate();
    const text = await postParse(headers, 'notes.txt', Buffer.from('plain text'));
    expect(text.status).toBe(415);
    expect(text.json.message).toBe('Unsupported file type. Please upload a PDF or Word document.');
    const disguised = await postParse(headers, 'notes.pdf', Buffer.from('plain text, not a PDF at all'));
    expect(disguised.status).toBe(415);
    expect(disguised.json.message).toBe('Unsupported file type. Please upload a PDF or Word document.');
    const damaged = await postParse(
      headers,
      'broken.pdf',
      Buffer.from('%PDF-1.7\nthis is not really a PDF body'),
    );
    expect(damaged.status).toBe(422);
    expect(damaged.json.message).toBe(
      'Unable to extract data from this resume format. You can still upload it and fill your profile manually.',
    );
    const big = await postOversized(
      headers,
      'big.pdf',
      Buffer.concat([samplePdf(), Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(big).toBe(413);
  });

  it('refuses a PDF of hundreds of pages sharing one content stream with the spec message, remembering nothing', async () => {
    const { headers } = await candidate();
    const pdf = sharedStreamPdf(300, [`Software Engineer, Bengaluru ${Date.now()}`]);
    const refused = await postParse(headers, 'long.pdf', pdf);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(PARSE_MESSAGES.unreadable);
    expect(
      (
        await resumeParses()
          .get({ contentHash: hashOf(pdf) })
          .go()
      ).data,
    ).toBeNull();
  });

  it("counts parses per account and answers 429 past the account's budget", async () => {
    const { headers } = await candidate();
    const { limit } = RATE_LIMITS.resumeParse;
    // Each call counts, refused or not; a refused type is the cheapest call.
    for (let call = 0; call < limit; call++) {
      expect((await postParse(headers, 'notes.txt', Buffer.from('plain text'))).status).toBe(415);
    }
    const over = await postParse(headers, 'notes.txt', Buffer.from('plain text'));
    expect(over.status).toBe(429);
    expect(over.json.message).toBe('Too many requests. Please try again later.');
    // Another account has its own budget.
    const other = await candidate();
    expect((await postParse(other.headers, 'notes.txt', Buffer.from('plain text'))).status).toBe(415);
  });

  it('runs on a worker thread locally, as do parses on upload, so a long parse cannot freeze the API', () => {
    expect(resumeParsingCpuBound).toEqual(
      expect.arrayContaining([resumeParsingRoutes[0]?.fn, resumeParsingTriggers[0]?.fn]),
    );
  });
});

describe('parse on upload', () => {
  it('parses a confirmed resume from its S3 event, and a duplicate event writes nothing again', async () => {
    const { headers, id } = await candidate();
    const bytes = samplePdf();
    const unique = Buffer.concat([bytes, Buffer.from(`\n% ${id}\n`)]);
    const complete = await uploadResume(headers, 'cv.pdf', unique);
    expect(complete.status).toBe(200);
    const stored = await storedParse(unique);
    expect(stored?.result).toMatchObject({ noTextLayer: false });

    const listed = await new S3Client({ forcePathStyle: true }).send(
      new ListObjectsV2Command({ Bucket: process.env.UPLOADS_BUCKET, Prefix: `resumes/${id}/` }),
    );
    const key = listed.Contents?.[0]?.Key ?? '';
    const event = {
      Records: [
        {
          eventName: 'ObjectCreated:Put',
          s3: { bucket: { name: process.env.UPLOADS_BUCKET }, object: { key } },
        },
      ],
    } as unknown as S3Event;
    await trigger(event, { awsRequestId: 'duplicate' } as Context);
    await trigger(event, { awsRequestId: 'duplicate-again' } as Context);
    expect((await storedParse(unique))?.parsedAt).toBe(stored?.parsedAt);
  });
});

describe('populating the profile', () => {
  it('offers to populate only with a resume and an unfilled profile, and fills it once, without duplicates', async () => {
    const { headers } = await candidate();
    expect((await callApi('/resume/should-populate-profile', { headers })).json.data).toEqual({
      shouldPopulate: false,
    });
    const bytes = samplePdf();
    await uploadResume(headers, 'cv.pdf', bytes);
    expect((await callApi('/resume/should-populate-profile', { headers })).json.data).toEqual({
      shouldPopulate: true,
    });

    const parsed = (await postParse(headers, 'cv.pdf', bytes)).json.data as { data: unknown };
    const refused = await callApi('/resume/populate-profile', {
      method: 'POST',
      headers,
      body: { parsedData: parsed.data, shouldPopulateProfile: true, userConfirmed: false },
    });
    expect(refused.status).toBe(422);

    const body = { parsedData: parsed.data, shouldPopulateProfile: true, userConfirmed: true };
    const first = await callApi('/resume/populate-profile', { method: 'POST', headers, body });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ success: true });
    const afterFirst = (await callApi('/profile', { headers })).json.data as {
      workExperiences: unknown[];
      educations: unknown[];
      technicalSkills: string[];
      title: string;
    };
    expect(afterFirst.workExperiences.length).toBeGreaterThan(0);
    expect(afterFirst.technicalSkills.length).toBeGreaterThan(0);
    expect(afterFirst.title).toBeTruthy();

    await callApi('/resume/populate-profile', { method: 'POST', headers, body });
    const afterSecond = (await callApi('/profile', { headers })).json.data as typeof afterFirst;
    expect(afterSecond.workExperiences).toHaveLength(afterFirst.workExperiences.length);
    expect(afterSecond.educations).toHaveLength(afterFirst.educations.length);
    expect(afterSecond.technicalSkills).toEqual(afterFirst.technicalSkills);
    expect((await callApi('/resume/should-populate-profile', { headers })).json.data).toEqual({
      shouldPopulate: false,
    });
  });
});

describe('filling from a resume that states more', () => {
  it('keeps years as years and fills bullets, languages, notice period and both CTCs', async () => {
    const { headers } = await candidate();
    const bytes = themedDocx();
    expect((await uploadResume(headers, 'cv.docx', bytes)).status).toBe(200);
    const parsed = (await postParse(headers, 'cv.docx', bytes)).json.data as { data: unknown };
    const body = { parsedData: parsed.data, shouldPopulateProfile: true, userConfirmed: true };
    const filled = await callApi('/resume/populate-profile', { method: 'POST', headers, body });
    expect(filled.status).toBe(200);
    expect((filled.json.data as { filledFields: string[] }).filledFields).toEqual(
      expect.arrayContaining(['availability', 'currentSalary', 'expectedSalaryMin']),
    );

    const profile = (await callApi('/profile', { headers })).json.data as Profile;
    // 'B.Com ... 2013 - 2016' as printed: no month the resume never gave.
    expect(profile.educations[0]).toMatchObject({ degree: 'B.Com', startDate: '2013', endDate: '2016' });
    const current = profile.workExperiences.find((entry) => entry.isCurrent);
    expect(current?.description?.split('\n')).toContain(
      'Handled GST returns and TDS filings for five entities',
    );
    expect(profile.languages).toEqual(expect.arrayContaining(['English', 'Urdu', 'Punjabi']));
    // 'Immediate joiner' and a CTC of 21 LPA, held in rupees as the job preferences hold salaries.
    expect(profile.availability).toBe('Immediate');
    expect(profile.currentSalary).toBe(2_100_000);
    // 'Expected CTC: 28 LPA' is the least the person asks for: matching's expected minimum.
    expect(profile.expectedSalaryMin).toBe(2_800_000);
    expect(profile.currency).toBe('INR');
  });

  it('leaves the expected minimum alone when it would pass the maximum the person set', async () => {
    const { headers } = await candidate();
    const preferences = await callApi('/profile/job-preferences', {
      method: 'PATCH',
      headers,
      body: {
        isOpenToRemote: true,
        isOpenToHybrid: false,
        isOpenToOnSite: false,
        location: 'Kochi',
        preferredLocations: [],
        jobTypes: [],
        availability: '1 month',
        currentSalary: 1_800_000,
        expectedSalaryMax: 2_500_000,
        currency: 'INR',
      },
    });
    expect(preferences.status).toBe(200);
    const bytes = themedDocx();
    expect((await uploadResume(headers, 'cv.docx', bytes)).status).toBe(200);
    const parsed = (await postParse(headers, 'cv.docx', bytes)).json.data as { data: unknown };
    const body = { parsedData: parsed.data, shouldPopulateProfile: true, userConfirmed: true };
    const filled = await callApi('/resume/populate-profile', { method: 'POST', headers, body });
    expect(filled.status).toBe(200);
    expect((filled.json.data as { filledFields: string[] }).filledFields).not.toContain('expectedSalaryMin');
    const profile = (await callApi('/profile', { headers })).json.data as Profile;
    expect(profile).toMatchObject({ expectedSalaryMin: null, expectedSalaryMax: 2_500_000 });
  });
});

describe('account deletion', () => {
  it("removes the parsed data of the account's resumes, uploaded or posted, and nobody else's", async () => {
    const { headers, id } = await candidate();
    const other = await candidate();
    const uploaded = Buffer.concat([samplePdf(), Buffer.from(`\n% uploaded ${id}\n`)]);
    const posted = Buffer.concat([samplePdf(), Buffer.from(`\n% posted ${id}\n`)]);
    const othersFile = Buffer.concat([samplePdf(), Buffer.from(`\n% other ${other.id}\n`)]);
    expect((await uploadResume(headers, 'cv.pdf', uploaded)).status).toBe(200);
    expect((await postParse(headers, 'cv.pdf', posted)).status).toBe(200);
    expect((await postParse(other.headers, 'cv.pdf', othersFile)).status).toBe(200);
    expect(await storedParse(uploaded)).toBeDefined();
    expect(await storedParse(posted)).toBeDefined();
    expect((await resumeParseOwners().query.byOwner({ userId: id }).go()).data).toHaveLength(2);

    const deleted = await callApi('/users/me', {
      method: 'DELETE',
      headers,
      body: { currentPassword: signUpBody('').password },
    });
    expect(deleted.status).toBe(200);
    const started = Date.now();
    for (;;) {
      const { data: links } = await resumeParseOwners().query.byOwner({ userId: id }).go();
      if (links.length === 0 || Date.now() - started > 15_000) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await resumeParseOwners().query.byOwner({ userId: id }).go()).data).toEqual([]);
    for (const bytes of [uploaded, posted]) {
      expect(
        (
          await resumeParses()
            .get({ contentHash: hashOf(bytes) })
            .go()
        ).data,
      ).toBeNull();
    }
    expect(
      (
        await resumeParses()
          .get({ contentHash: hashOf(othersFile) })
          .go()
      ).data,
    ).not.toBeNull();
  });
});
