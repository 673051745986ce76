import { FILE_MESSAGES, type UploadTicket } from '@shared/files/schemas';

/** The share of an upload sent so far, as a whole percentage 0-100 (an unknown total counts as nothing yet). */
export function progressPercent(loaded: number, total: number): number {
  if (!Number.isFinite(loaded) || !Number.isFinite(total) || total <= 0 || loaded <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** Why an upload stopped: the spec's message, and whether the person cancelled it. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly aborted = false,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * The ticket's presigned POST form: its signed fields first, the file last (S3 reads no field after the
 * file), so the policy's size range and content type bind the upload.
 */
export function uploadForm(ticket: UploadTicket, file: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file);
  return form;
}

/**
 * POSTs a file to its presigned address as the ticket's form. XMLHttpRequest rather than fetch because
 * only it reports upload progress. Any status outside 200-299 (S3 refuses a file outside the policy's
 * size range with 400) fails with 'Upload failed with status: {status}'; an abort (the signal) with
 * 'Upload aborted'.
 */
export function uploadWithProgress(
  ticket: UploadTicket,
  file: Blob,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError(FILE_MESSAGES.uploadAborted, true));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const finish = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open('POST', ticket.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(progressPercent(event.loaded, event.total));
    };
    xhr.onload = () => {
      finish();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new UploadError(FILE_MESSAGES.uploadFailedStatus(xhr.status)));
      }
    };
    xhr.onerror = () => {
      finish();
      reject(new UploadError(FILE_MESSAGES.uploadFailed));
    };
    xhr.onabort = () => {
      finish();
      reject(new UploadError(FILE_MESSAGES.uploadAborted, true));
    };
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    onProgress(0);
    xhr.send(uploadForm(ticket, file));
  });
}
