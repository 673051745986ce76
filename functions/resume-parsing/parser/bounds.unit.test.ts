// Boundary: parseResume's bounds on what one parse may cost (pages, text, time), on generated PDFs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { indiaDocs } from '../../../test/eval/evaluate.js';
import { PARSE_BOUNDS } from './bounds.js';
import { declaredXmlBytes } from './docx-size.js';
import { parseResume, ResumeTooLongError } from './index.js';
import { pagesPdf, sharedStreamPdf } from './long-pdf.fixture.js';

const resumePages = [
  [
    'Priya Raman',
    'Bengaluru, Karnataka',
    'WORK EXPERIENCE',
    'Software Engineer',
    'Infosys | Jun 2019 - Present',
  ],
  ['EDUCATION', 'B.E. in Computer Science', 'PES University, 2019'],
  ['CONTACT', 'priya.raman@example.in', '+91 98450 12345'],
];

/** The directory of a zip (all a size check reads) whose one entry claims `size` bytes once inflated. */
function zipDeclaring(name: string, size: number): Uint8Array {
  const fileName = Buffer.from(name);
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt32LE(size, 24);
  entry.writeUInt16LE(fileName.length, 28);
  const start = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(entry.length + fileName.length, 12);
  end.writeUInt32LE(start.length, 16);
  return new Uint8Array(Buffer.concat([start, entry, fileName, end]));
}

describe('parse bounds', () => {
  it('refuses a PDF of hundreds of pages sharing one content stream, before reading a page', async () => {
    const pdf = sharedStreamPdf(300, ['Software Engineer at a company, Bengaluru, 2019 - 2024']);
    expect(pdf.length).toBeLessThan(50_000);
    // With no time at all to read pages, only a check made before reading any can refuse it.
    await expect(parseResume(new Uint8Array(pdf), 'cv.pdf', { budgetMs: 0 })).rejects.toThrow(
      ResumeTooLongError,
    );
  });

  it('reads a PDF of as many pages as the cap allows', async () => {
    const pdf = sharedStreamPdf(PARSE_BOUNDS.maxPages, resumePages.flat());
    const result = await parseResume(new Uint8Array(pdf), 'cv.pdf');
    expect(result.incomplete).toBeUndefined();
    expect(result.parsedData.personalInfo.email).toBe('priya.raman@example.in');
  });

  it('refuses a document with more text than a resume has, once its text passes the cap', async () => {
    // Lines that fit the page (pdf.js does not read text drawn off it), just enough of them to pass the cap.
    const line = 'Delivered projects for enterprise clients across banking and retail in India, 2019 - 2024.';
    const perPage = Math.ceil(PARSE_BOUNDS.maxTextChars / (PARSE_BOUNDS.maxPages - 1) / line.length);
    const pdf = sharedStreamPdf(
      PARSE_BOUNDS.maxPages,
      Array.from({ length: perPage }, () => line),
    );
    await expect(parseResume(new Uint8Array(pdf), 'cv.pdf')).rejects.toThrow(ResumeTooLongError);
  });

  it('stops reading pages when the time budget is spent, and says the result is incomplete', async () => {
    const pdf = new Uint8Array(pagesPdf(resumePages));
    const whole = await parseResume(pdf, 'cv.pdf');
    expect(whole.incomplete).toBeUndefined();
    expect(whole.parsedData.personalInfo.email).toBe('priya.raman@example.in');

    const cut = await parseResume(pdf, 'cv.pdf', { budgetMs: 0 });
    expect(cut.incomplete).toBe(true);
    expect(cut.parsedData.personalInfo.email).toBe('');
  });

  it('refuses a DOCX that declares more XML than a resume has, before converting it', async () => {
    const docx = zipDeclaring('word/document.xml', PARSE_BOUNDS.maxDocxXmlBytes + 1);
    await expect(parseResume(docx, 'cv.docx')).rejects.toThrow(ResumeTooLongError);
    const real = indiaDocs().find((doc) => doc.file.endsWith('.docx'))?.file ?? '';
    const declared = declaredXmlBytes(new Uint8Array(readFileSync(real)));
    expect(declared).toBeGreaterThan(0);
    expect(declared).toBeLessThan(PARSE_BOUNDS.maxDocxXmlBytes);
  });
});
