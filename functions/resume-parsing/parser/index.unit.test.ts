// Boundary: parseResume on whole documents of each accepted format, scans without text, and refused bytes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { indiaDocs } from '../../../test/eval/evaluate.js';
import { scannedPdfBytes } from '../../../test/fixtures/files.js';
import { textractRecognizer } from '../ocr/textract.js';
import { textractBlocks } from '../ocr/textract-blocks.fixture.js';
import { parseResume, TextRecognitionPendingError, UnsupportedResumeError } from './index.js';

describe('parseResume', () => {
  it('says a PDF without a text layer has no text, with zero fields', async () => {
    const result = await parseResume(new Uint8Array(await scannedPdfBytes()), 'scan.pdf');
    expect(result).toMatchObject({ noTextLayer: true, fieldsExtracted: 0, confidence: 'LOW' });
    expect(result.parsedData.workExperiences).toEqual([]);
  });

  it('reads a scan through the text recognizer it is given, as it would a text PDF', async () => {
    const scan = textractBlocks([
      [
        { text: 'Ananya Iyer', height: 0.03 },
        { text: 'Chennai, Tamil Nadu | +91 98401 23456 | ananya.iyer@example.in' },
        { text: 'WORK EXPERIENCE', height: 0.018 },
        { text: 'Senior Data Analyst' },
        { text: 'Zoho Corporation | Jun 2021 - Present' },
        { text: 'Data Analyst' },
        { text: 'Mu Sigma | Jul 2018 - May 2021' },
        { text: 'EDUCATION', height: 0.018 },
        { text: 'B.Tech in Information Technology' },
        { text: 'Anna University, 2018' },
        { text: 'SKILLS', height: 0.018 },
        { text: 'SQL, Python, Tableau, Power BI' },
      ],
    ]);
    const client = { send: async () => ({ Blocks: scan }) } as never;
    const recognizeScan = textractRecognizer(client, { stage: () => Promise.reject(), deadlineMs: 1000 });
    const result = await parseResume(new Uint8Array(await scannedPdfBytes()), 'scan.pdf', { recognizeScan });
    expect(result.noTextLayer).toBe(false);
    expect(result.parsedData.personalInfo).toMatchObject({
      firstName: 'Ananya',
      lastName: 'Iyer',
      email: 'ananya.iyer@example.in',
    });
    expect(result.parsedData.workExperiences).toEqual([
      expect.objectContaining({
        position: 'Senior Data Analyst',
        companyName: 'Zoho Corporation',
        isCurrent: true,
      }),
      expect.objectContaining({ position: 'Data Analyst', companyName: 'Mu Sigma', startDate: '2018-07' }),
    ]);
    expect(result.parsedData.calculatedData.highestDegree).toBe('bachelor');
    expect(result.parsedData.skills.technical).toEqual(['SQL', 'Python', 'Tableau', 'Power BI']);
  });

  it('asks the recognizer only about scans, and says so when it could not finish', async () => {
    const recognizeScan = async () => undefined;
    await expect(
      parseResume(new Uint8Array(await scannedPdfBytes()), 'scan.pdf', { recognizeScan }),
    ).rejects.toThrow(TextRecognitionPendingError);
    const doc = indiaDocs().find((d) => d.file.endsWith('.pdf'));
    const text = await parseResume(new Uint8Array(readFileSync(doc?.file ?? '')), 'cv.pdf', {
      recognizeScan,
    });
    expect(text.fieldsExtracted).toBeGreaterThan(5);
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
