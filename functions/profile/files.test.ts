// Boundary: avatar and resume uploads through the API host -> presigned POST to s3rver -> checks -> DynamoDB.
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import type { UploadTicket } from '../../shared/files/schemas';
import { exeBytes, legacyDocBytes, pdfBytes, pngBytes, textBytes } from '../../test/fixtures/files';
import { bearer, signUpOverHttp, uniqueEmail } from '../../test/support/accounts';
import { callApi } from '../../test/support/api';
import { WINDOW_ALIGNED_TIMEOUT_MS, withinOneWindow } from '../../test/support/rate-limits';
import { policyOf, postToTicket } from '../../test/support/uploads';
import { RATE_LIMITS } from '../platform/contract';

async function candidate() {
  const session = await signUpOverHttp(uniqueEmail('files'));
  return { headers: bearer(session), id: (session.json.data as { user: { id: string } }).user.id };
}

const s3 = () => new S3Client({ forcePathStyle: true });
async function keysUnder(prefix: string): Promise<string[]> {
  const listed = await s3().send(
    new ListObjectsV2Command({ Bucket: process.env.UPLOADS_BUCKET, Prefix: prefix }),
  );
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

async function upload(
  headers: Record<string, string>,
  kind: 'avatar' | 'resume',
  fileName: string,
  bytes: Buffer,
) {
  const base = kind === 'avatar' ? '/profile/avatar' : '/resume';
  const ticket = await callApi(`${base}/upload-url`, {
    method: 'POST',
    headers,
    body: { fileName, fileSize: bytes.length, ...(kind === 'avatar' ? { contentType: 'image/png' } : {}) },
  });
  if (ticket.status !== 200) return { ticket, complete: undefined };
  const { fileKey } = ticket.json.data as UploadTicket;
  expect((await postToTicket(ticket.json.data as UploadTicket, bytes)).status).toBe(204);
  const complete = await callApi(`${base}/upload-complete`, {
    method: 'POST',
    headers,
    body: { fileKey, fileName },
  });
  return { ticket, complete, fileKey };
}

describe('resume upload', () => {
  it('goes presign -> POST -> complete -> info -> download (same bytes) -> delete', async () => {
    const { headers, id } = await candidate();
    const bytes = pdfBytes();
    const { complete } = await upload(headers, 'resume', 'Asha Resume.PDF', bytes);
    expect(complete?.status).toBe(200);
    expect(complete?.json.data).toMatchObject({
      hasResume: true,
      fileName: 'Asha Resume.PDF',
      fileSize: bytes.length,
      contentType: 'application/pdf',
    });

    const info = await callApi('/resume/info', { headers });
    expect(info.json.data).toMatchObject({ hasResume: true, fileName: 'Asha Resume.PDF' });
    expect(await keysUnder(`incoming/resumes/${id}/`)).toEqual([]);
    expect(await keysUnder(`resumes/${id}/`)).toHaveLength(1);

    const link = await callApi('/resume/download-url', { headers });
    const { downloadUrl, fileName } = link.json.data as { downloadUrl: string; fileName: string };
    expect(fileName).toBe('Asha Resume.PDF');
    const download = await fetch(downloadUrl);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Asha Resume.PDF"/);

    const profile = await callApi('/profile', { headers });
    expect((profile.json.data as { resume: { filename: string } }).resume.filename).toBe('Asha Resume.PDF');

    expect((await callApi('/resume/delete', { method: 'DELETE', headers })).status).toBe(200);
    expect((await callApi('/resume/info', { headers })).json.data).toMatchObject({ hasResume: false });
    expect(await keysUnder(`resumes/${id}/`)).toEqual([]);
    expect((await callApi('/resume/download-url', { headers })).json.message).toBe(
      'No resume available for download',
    );
  });

  it('replacing a resume deletes the old object', async () => {
    const { headers, id } = await candidate();
    await upload(headers, 'resume', 'first.pdf', pdfBytes('first'));
    const [first] = await keysUnder(`resumes/${id}/`);
    await upload(headers, 'resume', 'second.doc', legacyDocBytes());
    const keys = await keysUnder(`resumes/${id}/`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe(first);
    expect(keys[0]).toMatch(/\.doc$/);
  });

  it.each([
    ['an oversized file', 'big.pdf', 3 * 1024 * 1024, 'File size must be less than 2MB'],
    ['a wrong extension', 'resume.txt', 1000, 'File type must be one of: pdf, doc, docx'],
  ])('refuses %s before any upload', async (_what, fileName, fileSize, message) => {
    const { headers } = await candidate();
    const response = await callApi('/resume/upload-url', {
      method: 'POST',
      headers,
      body: { fileName, fileSize },
    });
    expect(response.status).toBe(422);
    expect(response.json.message).toBe(message);
  });

  it.each([
    ['a renamed executable', exeBytes()],
    ['a text file called .pdf', textBytes()],
  ])('refuses %s after upload, deleting it and recording nothing', async (_what, bytes) => {
    const { headers, id } = await candidate();
    const { complete } = await upload(headers, 'resume', 'resume.pdf', bytes);
    expect(complete?.status).toBe(422);
    expect(complete?.json.message).toBe('File type must be one of: pdf, doc, docx');
    expect(await keysUnder(`incoming/resumes/${id}/`)).toEqual([]);
    expect(await keysUnder(`resumes/${id}/`)).toEqual([]);
    expect((await callApi('/resume/info', { headers })).json.data).toMatchObject({ hasResume: false });
  });

  it('refuses a file larger than it said, found by its real size', async () => {
    const { headers, id } = await candidate();
    const ticket = await callApi('/resume/upload-url', {
      method: 'POST',
      headers,
      body: { fileName: 'cv.pdf', fileSize: 1000 },
    });
    const { fileKey } = ticket.json.data as UploadTicket;
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(2 * 1024 * 1024 + 10, 32)]);
    // S3 would refuse this form (its policy admits 2 MB); the local stand-in does not, so the check after it must.
    await postToTicket(ticket.json.data as UploadTicket, big);
    const complete = await callApi('/resume/upload-complete', {
      method: 'POST',
      headers,
      body: { fileKey, fileName: 'cv.pdf' },
    });
    expect(complete.status).toBe(422);
    expect(complete.json.message).toBe('File size must be less than 2MB');
    expect(await keysUnder(`incoming/resumes/${id}/`)).toEqual([]);
  });

  it("never completes, reads or deletes another user's upload", async () => {
    const owner = await candidate();
    const other = await candidate();
    const ticket = await callApi('/resume/upload-url', {
      method: 'POST',
      headers: owner.headers,
      body: { fileName: 'cv.pdf', fileSize: 500 },
    });
    const { fileKey } = ticket.json.data as UploadTicket;
    await postToTicket(ticket.json.data as UploadTicket, pdfBytes());
    const stolen = await callApi('/resume/upload-complete', {
      method: 'POST',
      headers: other.headers,
      body: { fileKey, fileName: 'cv.pdf' },
    });
    expect(stolen.status).toBe(404);
    expect((await callApi('/resume/info', { headers: other.headers })).json.data).toMatchObject({
      hasResume: false,
    });
    expect(await keysUnder(fileKey)).toEqual([fileKey]);
  });

  it('accepts a direct multipart upload on POST /candidates/resume', async () => {
    const { headers } = await candidate();
    const form = new FormData();
    form.append('resume', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'direct.pdf');
    const response = await fetch(`${(await import('vitest')).inject('apiUrl')}/candidates/resume`, {
      method: 'POST',
      headers,
      body: form,
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: unknown }).data).toMatchObject({
      hasResume: true,
      fileName: 'direct.pdf',
    });
  });
});

describe('avatar upload', () => {
  it('goes presign -> POST -> complete -> info, shows on the profile, and deletes', async () => {
    const { headers, id } = await candidate();
    const { complete } = await upload(headers, 'avatar', 'me.png', pngBytes());
    expect(complete?.status).toBe(200);
    expect((complete?.json.data as { fileKey?: string } | undefined)?.fileKey).toMatch(
      new RegExp(`^avatars/${id}/.+\\.png$`),
    );
    const profile = await callApi('/profile', { headers });
    const pictureUrl = (profile.json.data as { user: { profilePictureUrl: string } }).user.profilePictureUrl;
    expect((await fetch(pictureUrl)).status).toBe(200);
    expect((await callApi('/profile/avatar/delete', { method: 'DELETE', headers })).status).toBe(200);
    expect((await callApi('/profile/avatar/info', { headers })).status).toBe(404);
  });

  it('refuses a PDF as an avatar and a file over 1 MB with the spec messages', async () => {
    const { headers } = await candidate();
    const pdf = await upload(headers, 'avatar', 'me.png', pdfBytes());
    expect(pdf.complete?.json.message).toBe('File type must be one of: jpg, jpeg, png, webp');
    const big = await callApi('/profile/avatar/upload-url', {
      method: 'POST',
      headers,
      body: { fileName: 'me.jpg', fileSize: 1024 * 1024 + 1, contentType: 'image/jpeg' },
    });
    expect(big.json.message).toBe('File size must be less than 1024KB');
  });
});

describe('upload tickets', () => {
  it.each([
    [
      'a resume',
      '/resume/upload-url',
      { fileName: 'cv.pdf', fileSize: 500 },
      2 * 1024 * 1024,
      'application/pdf',
    ],
    [
      'an avatar',
      '/profile/avatar/upload-url',
      { fileName: 'me.png', fileSize: 500, contentType: 'image/png' },
      1024 * 1024,
      'image/png',
    ],
  ])(
    'bound %s: a POST policy for this key, this type, 1 byte to the limit, five minutes',
    async (_what, path, body, maxBytes, type) => {
      const { headers, id } = await candidate();
      const issued = Date.now();
      const ticket = (await callApi(path, { method: 'POST', headers, body })).json.data as UploadTicket;
      expect(ticket.maxBytes).toBe(maxBytes);
      expect(ticket.fileKey.startsWith(`incoming/`) && ticket.fileKey.includes(`/${id}/`)).toBe(true);
      expect(ticket.fields).toMatchObject({ key: ticket.fileKey, 'Content-Type': type });
      const policy = policyOf(ticket);
      expect(policy.conditions).toContainEqual(['content-length-range', 1, maxBytes]);
      expect(policy.conditions).toContainEqual(['eq', '$Content-Type', type]);
      expect(policy.conditions).toContainEqual({ key: ticket.fileKey });
      expect(Date.parse(policy.expiration) - issued).toBeLessThanOrEqual(5 * 60 * 1000 + 1000);
    },
  );

  it('gives each account at most 30 tickets an hour (429 after)', {
    timeout: WINDOW_ALIGNED_TIMEOUT_MS,
  }, async () => {
    const { headers } = await candidate();
    await withinOneWindow('uploadUrl');
    const ask = () =>
      callApi('/resume/upload-url', { method: 'POST', headers, body: { fileName: 'cv.pdf', fileSize: 500 } });
    const statuses = await Promise.all(Array.from({ length: RATE_LIMITS.uploadUrl.limit }, ask));
    expect(statuses.every((response) => response.status === 200)).toBe(true);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('RATE_LIMIT');
    // Counted against the account: another address does not reset it, another account is not held back.
    expect((await ask()).status).toBe(429);
    const other = await candidate();
    const fresh = await callApi('/resume/upload-url', {
      method: 'POST',
      headers: other.headers,
      body: { fileName: 'cv.pdf', fileSize: 500 },
    });
    expect(fresh.status).toBe(200);
  });
});
