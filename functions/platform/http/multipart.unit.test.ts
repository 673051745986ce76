// Boundary: multipart file reading (pure): a broken form is a 4xx, never a crash of the process.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { readMultipartFile } from './multipart';

const form = (body: string) =>
  ({
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
    body,
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;

describe('readMultipartFile', () => {
  it('reads the file of the named field', async () => {
    const body =
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n--b--\r\n';
    const file = await readMultipartFile(form(body), 'file', 1000);
    expect([file.fileName, file.content.toString()]).toEqual(['a.pdf', '%PDF-1.4']);
  });

  it.each([
    ['the named field', 'file'],
    ['another field', 'other'],
  ])('refuses a body cut off inside %s with 400 (it crashed the process)', async (_what, name) => {
    const body = `--b\r\nContent-Disposition: form-data; name="${name}"; filename="a.pdf"\r\n\r\n%PDF`;
    await expect(readMultipartFile(form(body), 'file', 1000)).rejects.toMatchObject({ status: 400 });
  });
});
