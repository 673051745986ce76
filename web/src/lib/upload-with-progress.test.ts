// Boundary: the web upload client against a stubbed XMLHttpRequest - the presigned POST form and its outcomes.
import type { UploadTicket } from '@shared/files/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressPercent, UploadError, uploadForm, uploadWithProgress } from './upload-with-progress';

const ticket: UploadTicket = {
  url: 'https://uploads.example/bucket',
  fields: { key: 'incoming/resumes/u/1.pdf', 'Content-Type': 'application/pdf', Policy: 'cG9saWN5' },
  fileKey: 'incoming/resumes/u/1.pdf',
  maxBytes: 2 * 1024 * 1024,
  expiresInSeconds: 300,
};

/** Just enough of XMLHttpRequest: records what was sent and lets the test answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  sent: unknown;
  status = 0;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {
    throw new Error('a presigned POST sends no headers of its own');
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number) {
    this.status = status;
    this.onload?.();
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

describe('uploadForm', () => {
  it('puts the signed fields first and the file last, as S3 requires', () => {
    const file = new Blob(['%PDF-1.4']);
    const form = uploadForm(ticket, file);
    const names = [...form.keys()];
    expect(names).toEqual(['key', 'Content-Type', 'Policy', 'file']);
    expect(form.get('key')).toBe(ticket.fileKey);
    expect(form.get('file')).toBeInstanceOf(Blob);
  });
});

describe('uploadWithProgress', () => {
  it('POSTs the form to the ticket address and reports progress to 100', async () => {
    const progress: number[] = [];
    const done = uploadWithProgress(ticket, new Blob(['%PDF-1.4']), (percent) => progress.push(percent));
    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url]).toEqual(['POST', ticket.url]);
    expect(xhr.sent).toBeInstanceOf(FormData);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.answer(204);
    await done;
    expect(progress).toEqual([0, 50, 100]);
  });

  it("fails with the spec's message when S3 refuses the form (a file outside the policy's size range)", async () => {
    const done = uploadWithProgress(ticket, new Blob(['x']), () => {});
    (FakeXhr.last as FakeXhr).answer(400);
    await expect(done).rejects.toEqual(new UploadError('Upload failed with status: 400'));
  });

  it('stops on the signal with Upload aborted', async () => {
    const controller = new AbortController();
    const done = uploadWithProgress(ticket, new Blob(['x']), () => {}, controller.signal);
    controller.abort();
    await expect(done).rejects.toMatchObject({ message: 'Upload aborted', aborted: true });
  });
});

describe('progressPercent', () => {
  it('rounds and bounds the share sent', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(5, 0)).toBe(0);
    expect(progressPercent(200, 100)).toBe(100);
  });
});
