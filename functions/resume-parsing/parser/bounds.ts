/**
 * What one parse may cost. A file within the 10 MB upload limit can still hold hundreds of pages (pages
 * may share one content stream, so 300 pages fit in 46 KB) or megabytes of text, and reading those takes
 * longer than a request may. Counts are checked before the work they bound; the time budget stops page
 * extraction and the pages read by then are parsed.
 */
export const PARSE_BOUNDS = {
  /** A resume runs to a few pages: a PDF of more is not one, and is refused before any page is read. */
  maxPages: 20,
  /** About twenty dense pages of text; more is not a resume, and the section rules' cost grows with it. */
  maxTextChars: 100_000,
  /** The XML a DOCX may hold: a long resume has a few hundred KB; converting more takes seconds. */
  maxDocxXmlBytes: 8 * 1024 * 1024,
  /**
   * Reading a PDF's pages stops once this is spent (a resume takes well under a second, a loaded machine a
   * few). A document cut short is not sent to OCR, so this and OCR's own deadline never add up.
   */
  extractionBudgetMs: 8_000,
} as const;

/** The document is longer than a resume (too many pages or too much text): it is not read. */
export class ResumeTooLongError extends Error {
  constructor(what: string) {
    super(`Document too long to be a resume: ${what}`);
    this.name = 'ResumeTooLongError';
  }
}

/** Throws when text read so far has passed the cap, so reading stops as soon as it does. */
export function checkTextSize(chars: number): void {
  if (chars > PARSE_BOUNDS.maxTextChars)
    throw new ResumeTooLongError(`more than ${PARSE_BOUNDS.maxTextChars} characters`);
}
