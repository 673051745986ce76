// Boundary: parseResume on whole documents of each accepted format, scans without text, and refused bytes.
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { indiaDocs } from '../../../test/eval/evaluate.js';
import { parseResume, UnsupportedResumeError } from './index.js';

function pdfWithoutText(): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    // A scan is pictures only: draw shapes, print no text.
    doc.rect(50, 50, 400, 300).fill('#888');
    doc.end();
  });
}

describe('parseResume', () => {
  it('says a PDF without a text layer has no text, with zero fields', async () => {
    const result = await parseResume(await pdfWithoutText(), 'scan.pdf');
    expect(result).toMatchObject({ noTextLayer: true, fieldsExtracted: 0, confidence: 'LOW' });
    expect(result.parsedData.workExperiences).toEqual([]);
  });

  it.each(['pdf', 'docx', 'doc'])('reads a %s resume into the parsed-resume shape', async (ext) => {
    const doc = indiaDocs().find((d) => d.file.endsWith(`.${ext}`));
    expect(doc).toBeDefined();
    const file = doc?.file ?? '';
    const result = await parseResume(new Uint8Array(readFileSync(file)), file);
    const { personalInfo, calculatedData } = result.parsedData;
    expect(`${personalInfo.firstName} ${personalInfo.lastName}`).toBe(doc?.truth.contact?.full_name);
    expect(personalInfo.email).toBe(doc?.truth.contact?.email);
    expect(result.noTextLayer).toBe(false);
    expect(result.fieldsExtracted).toBeGreaterThanOrEqual(8);
    expect(result.confidence).toBe('HIGH');
    expect(calculatedData.highestDegree).not.toBeNull();
  });

  it('refuses files that are not PDF or Word with the spec message', async () => {
    await expect(parseResume(new TextEncoder().encode('hello'), 'notes.txt')).rejects.toThrow(
      UnsupportedResumeError,
    );
    await expect(parseResume(new TextEncoder().encode('hello'), 'notes.txt')).rejects.toThrow(
      'Unsupported file type. Please upload a PDF or Word document.',
    );
  });
});
