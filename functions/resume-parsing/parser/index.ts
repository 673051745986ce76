import type { ParseConfidence, ParsedResume, ParseResult } from '../../../shared/resume/parsed-resume.js';
import { checkTextSize, PARSE_BOUNDS, ResumeTooLongError } from './bounds.js';
import { calculate } from './calculated.js';
import { findLinks } from './contact.js';
import { declaredXmlBytes } from './docx-size.js';
import { parseEducation } from './education.js';
import { parseExperience } from './experience.js';
import { extractPdf } from './extract-pdf.js';
import { parseHeader } from './header.js';
import { parseJobSearch } from './job-search.js';
import { type DocumentLines, htmlToText, type Line, linesFromText } from './lines.js';
import { type Section, splitSections } from './sections.js';
import { dedupe, headerLanguages, isSpokenLanguage, parseLanguages, parseSkills } from './skills.js';

export type { ParseResult } from '../../../shared/resume/parsed-resume.js';
export { ResumeTooLongError } from './bounds.js';

type Format = 'pdf' | 'docx' | 'doc';

function detectFormat(bytes: Uint8Array, fileName: string): Format | undefined {
  const head = (n: number[]) => n.every((b, i) => bytes[i] === b);
  if (head([0x25, 0x50, 0x44, 0x46])) return 'pdf';
  if (head([0x50, 0x4b, 0x03, 0x04])) return 'docx';
  if (head([0xd0, 0xcf, 0x11, 0xe0])) return 'doc';
  const ext = fileName.toLowerCase().split('.').pop();
  return ext === 'pdf' || ext === 'docx' || ext === 'doc' ? ext : undefined;
}

async function extract(bytes: Uint8Array, format: Format, budgetMs: number): Promise<DocumentLines> {
  if (format === 'pdf') return extractPdf(bytes, budgetMs);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (format === 'docx') {
    const xmlBytes = declaredXmlBytes(bytes) ?? 0;
    if (xmlBytes > PARSE_BOUNDS.maxDocxXmlBytes) throw new ResumeTooLongError(`${xmlBytes} bytes of XML`);
    const mammoth = await import('mammoth');
    // HTML keeps line breaks inside paragraphs and table cells, which the raw-text export drops.
    const { value } = await mammoth.convertToHtml({ buffer });
    return linesFromText(htmlToText(value));
  }
  const { default: WordExtractor } = await import('word-extractor');
  const doc = await new WordExtractor().extract(buffer);
  return linesFromText(doc.getBody());
}

export class UnsupportedResumeError extends Error {
  constructor() {
    super('Unsupported file type. Please upload a PDF or Word document.');
    this.name = 'UnsupportedResumeError';
  }
}

function linesOf(sections: Section[], kind: Section['kind']): Line[] {
  return sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
}

export function emptyResume(): ParsedResume {
  return {
    personalInfo: { firstName: '', lastName: '', email: '', phone: '', location: '', title: '' },
    links: [],
    workExperiences: [],
    educations: [],
    certifications: [],
    skills: { technical: [], languages: [] },
    calculatedData: {
      totalExperienceYears: 0,
      currentRole: '',
      currentCompany: '',
      highestDegree: null,
      latestInstitution: '',
      graduationYear: null,
    },
    jobSearch: { noticePeriodDays: null, currentCtc: null, expectedCtc: null },
  };
}

export function countFields(r: ParsedResume): number {
  const values: unknown[] = [
    ...Object.values(r.personalInfo),
    r.links,
    r.workExperiences,
    r.educations,
    r.certifications,
    r.skills.technical,
    r.skills.languages,
  ];
  return values.filter((v) => (Array.isArray(v) ? v.length > 0 : Boolean(v))).length;
}

function confidenceOf(r: ParsedResume, fields: number): ParseConfidence {
  const named = Boolean(r.personalInfo.firstName);
  const reachable = Boolean(r.personalInfo.email || r.personalInfo.phone);
  const history = r.workExperiences.length > 0 || r.educations.length > 0;
  if (named && reachable && history && fields >= 7) return 'HIGH';
  if (fields >= 4 && (named || reachable)) return 'MEDIUM';
  return 'LOW';
}

/** Parses lines already extracted from a document; exported for tests that feed text directly. */
export function parseLines(lines: Line[], now: Date = new Date()): ParsedResume {
  const sections = splitSections(lines);
  const header = sections[0]?.kind === 'header' ? sections[0].lines : [];
  // Contact details live in the header or a contact section (a sidebar); never read them from history.
  const history = new Set<Section['kind']>(['experience', 'education', 'projects', 'certifications']);
  const contactLines = [...header, ...linesOf(sections, 'contact')];
  const elsewhere = sections.filter((s) => !history.has(s.kind)).flatMap((s) => s.lines);
  const personalInfo = parseHeader(contactLines, elsewhere, lines);

  let workLines = linesOf(sections, 'experience');
  if (workLines.length === 0) {
    // No experience heading: look for dated roles outside the sections that are known to hold dates.
    const skip = new Set<Section['kind']>(['education', 'certifications', 'projects', 'skills', 'languages']);
    workLines = sections
      .filter((s) => !skip.has(s.kind))
      .flatMap((s) => (s.kind === 'header' ? s.lines.slice(3) : s.lines));
  }
  const workExperiences = parseExperience(workLines);
  const educations = parseEducation(linesOf(sections, 'education'));
  const skillItems = parseSkills(linesOf(sections, 'skills'));
  const languages = dedupe([
    ...parseLanguages(linesOf(sections, 'languages')),
    ...skillItems.filter(isSpokenLanguage),
    ...headerLanguages(contactLines),
  ]);
  const technical = skillItems.filter((s) => !isSpokenLanguage(s));
  const certifications = dedupe(
    linesOf(sections, 'certifications')
      .map((l) =>
        l.text
          .replace(/^[•●▪◦■\-–*>➢✓·]\s*/, '')
          .replace(/\t/g, ' ')
          .trim(),
      )
      .filter((t) => t.length > 2 && t.length < 150),
  );
  const links = dedupe(lines.flatMap((l) => findLinks(l.text)));
  return {
    personalInfo,
    links,
    workExperiences,
    educations,
    certifications,
    skills: { technical, languages },
    calculatedData: calculate(workExperiences, educations, now),
    jobSearch: parseJobSearch(lines),
  };
}

/** The answer for a document whose text could not be read: no fields, nothing to review. */
export function nothingRead(): ParseResult {
  return { parsedData: emptyResume(), fieldsExtracted: 0, confidence: 'LOW', noTextLayer: true };
}

/** Reads the text of a PDF without a text layer (OCR); `undefined` when it could not be read this time. */
export type RecognizeScan = (scan: { bytes: Uint8Array; pageCount: number }) => Promise<Line[] | undefined>;

export interface ParseOptions {
  /** Absent where no OCR is available (locally): a scan then reads as a document without text. */
  recognizeScan?: RecognizeScan;
  /** How long reading a PDF's pages may take; tests make it small. */
  budgetMs?: number;
}

/** A parse result; `incomplete` when reading stopped at the time budget, so it must not be remembered. */
export type ParseOutcome = ParseResult & { incomplete?: true };

/** OCR was asked and did not finish in time: the result must not be remembered, a later try may succeed. */
export class TextRecognitionPendingError extends Error {
  constructor() {
    super('Text recognition did not finish in time');
    this.name = 'TextRecognitionPendingError';
  }
}

const countTextChars = (lines: Line[]) => lines.reduce((n, l) => n + l.text.replace(/\s/g, '').length, 0);
const countChars = (lines: Line[]) => lines.reduce((n, l) => n + l.text.length, 0);
/** Fewer visible characters than this on every page together: the PDF is a picture of a resume. */
const MIN_TEXT_CHARS = 20;

/**
 * Reads a resume (PDF, DOCX or DOC) and returns the parsed-resume shape of the spec. A document longer than
 * a resume (PARSE_BOUNDS) is refused with ResumeTooLongError before the parse rules run.
 */
export async function parseResume(
  bytes: Uint8Array,
  fileName: string,
  options: ParseOptions = {},
): Promise<ParseOutcome> {
  const format = detectFormat(bytes, fileName);
  if (!format) throw new UnsupportedResumeError();
  const doc = await extract(bytes, format, options.budgetMs ?? PARSE_BOUNDS.extractionBudgetMs);
  let lines = doc.pages.flat();
  checkTextSize(countChars(lines));
  const incomplete = doc.complete ? {} : ({ incomplete: true } as const);
  // A document cut short by the budget is not a scan: OCR would only spend more time on it.
  if (format === 'pdf' && countTextChars(lines) < MIN_TEXT_CHARS && doc.complete && options.recognizeScan) {
    const recognized = await options.recognizeScan({ bytes, pageCount: doc.pages.length });
    if (!recognized) throw new TextRecognitionPendingError();
    lines = recognized;
  }
  if (format === 'pdf' && countTextChars(lines) < MIN_TEXT_CHARS) return { ...nothingRead(), ...incomplete };
  const parsedData = parseLines(lines);
  const fieldsExtracted = countFields(parsedData);
  return {
    parsedData,
    fieldsExtracted,
    confidence: confidenceOf(parsedData, fieldsExtracted),
    noTextLayer: false,
    ...incomplete,
  };
}
