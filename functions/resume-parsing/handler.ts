import { UPLOAD_LIMITS } from '../../shared/constants';
import { BadRequestError, DomainError } from '../platform/errors';
import { httpRoute, httpRoutes } from '../platform/http/handler';
import { readMultipartFile } from '../platform/http/multipart';
import { ok } from '../platform/http/types';
import { UnsupportedResumeError } from './parser';
import { parseOnce } from './service';

export const PARSE_MESSAGES = {
  unsupported: 'Unsupported file type. Please upload a PDF or Word document.',
  tooLarge: 'File size too large. Please upload a file smaller than 10MB.',
} as const;

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
export const handler = httpRoutes({
  'POST /resume/parse': httpRoute({}, async ({ event }) => {
    const file = await readMultipartFile(event, 'file', UPLOAD_LIMITS.resumeParse.maxBytes).catch(
      (error: unknown) => {
        if ((error as { status?: number }).status === 413) throw new ParseFileTooLargeError();
        if ((error as { status?: number }).status === 415)
          throw new BadRequestError('Send the resume as multipart/form-data.');
        throw error;
      },
    );
    if (!/\.(pdf|docx?)$/i.test(file.fileName)) throw new UnsupportedTypeError();
    try {
      const { result } = await parseOnce(new Uint8Array(file.content), file.fileName);
      return ok({
        data: result.parsedData,
        fieldsExtracted: result.fieldsExtracted,
        confidence: result.confidence,
        noTextLayer: result.noTextLayer,
      });
    } catch (error) {
      if (error instanceof UnsupportedResumeError) throw new UnsupportedTypeError();
      throw error;
    }
  }),
});
