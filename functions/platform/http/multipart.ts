import busboy from 'busboy';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import type { HttpEvent } from './types';

export interface UploadedFile {
  fileName: string;
  content: Buffer;
}

/**
 * The one file of a multipart/form-data body in `field`. Reading stops past `maxBytes`: a larger file is
 * refused, never buffered whole.
 */
export function readMultipartFile(event: HttpEvent, field: string, maxBytes: number): Promise<UploadedFile> {
  const contentType = event.headers?.['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) throw new UnsupportedMediaTypeError('multipart/form-data');
  const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');

  return new Promise((resolve, reject) => {
    let found: UploadedFile | undefined;
    let tooLarge = false;
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': contentType }, limits: { files: 1, fileSize: maxBytes } });
    } catch {
      reject(new BadRequestError('The multipart body could not be read.'));
      return;
    }
    parser.on('file', (name, stream, info) => {
      // A body cut off inside a file fails the file's stream too; the parser's own error answers it, and an
      // unheard stream error would crash the process.
      stream.on('error', () => undefined);
      if (name !== field) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('end', () => {
        found = { fileName: info.filename ?? '', content: Buffer.concat(chunks) };
      });
    });
    parser.on('error', () => reject(new BadRequestError('The multipart body could not be read.')));
    parser.on('close', () => {
      if (tooLarge) reject(new PayloadTooLargeError(maxBytes));
      else if (!found?.fileName) reject(new BadRequestError(`The form has no file in the field "${field}".`));
      else resolve(found);
    });
    parser.end(body);
  });
}
