import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_LIMITS } from '../../shared/constants';
import { BadRequestError, DomainError } from '../platform/errors';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { readMultipartFile } from '../platform/http/multipart';
import { ok } from '../platform/http/types';
import { logger } from '../platform/logger';
import { UnsupportedResumeError } from './parser';
import { parseOnce, UnreadableResumeFileError } from './service';

export const PARSE_MESSAGES = {
  unsupported: 'Unsupported file type. Please upload a PDF or Word document.',
  tooLarge: 'File size too large. Please upload a file smaller than 10MB.',
  unreadable:
    'Unable to extract data from this resume format. You can still upload it and fill your profile manually.',
} as const;

/** API Gateway ends a request at 30 s: OCR of a scan that was not parsed on upload must end well before. */
const API_OCR_DEADLINE_MS = 20_000;

/** What the first bytes of a PDF, a DOCX and a legacy Word (OLE2) file say they are. */
const RESUME_TYPES = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/x-cfb',
]);

class UnreadableResumeError extends DomainError {
  constructor() {
    super(422, 'RESUME_UNREADABLE', PARSE_MESSAGES.unreadable);
  }
}

class UnsupportedTypeError extends DomainError {
  constructor() {
    super(415, 'UNSUPPORTED_FILE_TYPE', PARSE_MESSAGES.unsupported);
  }
}

class ParseFileTooLargeError extends DomainError {
  constructor() {
    super(413, 'FILE_TOO_LARGE', PARSE_MESSAGES.tooLarge);
  }
}

/** POST /resume/parse answers `data.data` with the parsed object, `fieldsExtracted` and `confidence` (spec). */
export const routes: RouteMap = {
  'POST /resume/parse': httpRoute({}, async ({ event, principal }) => {
    const file = await readMultipartFile(event, 'file', UPLOAD_LIMITS.resumeParse.maxBytes).catch(
      (error: unknown) => {
        if ((error as { status?: number }).status === 413) throw new ParseFileTooLargeError();
        if ((error as { status?: number }).status === 415)
          throw new BadRequestError('Send the resume as multipart/form-data.');
        throw error;
      },
    );
    if (!/\.(pdf|docx?)$/i.test(file.fileName)) throw new UnsupportedTypeError();
    const sniffed = await fileTypeFromBuffer(file.content.subarray(0, 4100));
    if (!sniffed || !RESUME_TYPES.has(sniffed.mime)) throw new UnsupportedTypeError();
    try {
      const { result } = await parseOnce(new Uint8Array(file.content), {
        fileName: file.fileName,
        ownerId: principal?.record.id,
        ocrDeadlineMs: API_OCR_DEADLINE_MS,
      });
      return ok({
        data: result.parsedData,
        fieldsExtracted: result.fieldsExtracted,
        confidence: result.confidence,
        noTextLayer: result.noTextLayer,
      });
    } catch (error) {
      if (error instanceof UnsupportedResumeError) throw new UnsupportedTypeError();
      if (!(error instanceof UnreadableResumeFileError)) throw error;
      // A damaged file of the right type: the person can still fill the profile by hand.
      logger.warn('Resume could not be read', { error: String(error) });
      throw new UnreadableResumeError();
    }
  }),
};
