/** Resume parse time per document over the evaluation corpora: p50 and p95, for `npm run bench`. */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseResume } from '../../functions/resume-parsing/parser/index.js';
import { indiaDocs, offlinecvDocs, percentile } from '../eval/evaluate.js';

export interface ParseTimes {
  corpus: string;
  documents: number;
  p50Ms: number;
  p95Ms: number;
}

async function timeFiles(corpus: string, files: string[]): Promise<ParseTimes> {
  const times: number[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(readFileSync(file));
    const started = performance.now();
    await parseResume(bytes, basename(file));
    times.push(performance.now() - started);
  }
  return { corpus, documents: files.length, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
}

/**
 * Parses every labelled document of each corpus once after one warm-up parse (pdf.js loads lazily on the
 * first PDF), so the figures are per-document parse time of a warm function, not module loading.
 */
export async function parseTimes(): Promise<ParseTimes[]> {
  const corpora: [string, string[]][] = [['india', indiaDocs().map((d) => d.file)]];
  const offline = offlinecvDocs();
  if (offline) corpora.push(['offlinecv', offline.map((d) => d.file)]);
  const first = corpora[0]?.[1][0];
  if (first) await parseResume(new Uint8Array(readFileSync(first)), basename(first));
  const out: ParseTimes[] = [];
  for (const [corpus, files] of corpora) out.push(await timeFiles(corpus, files));
  return out;
}
