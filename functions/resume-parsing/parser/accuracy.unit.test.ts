// Boundary: the whole parser on the labelled corpora; fails when any field's F1 falls below its recorded floor.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type CorpusReport,
  evaluateCorpus,
  FIELDS,
  indiaDocs,
  offlinecvDocs,
} from '../../../test/eval/evaluate.js';

type Floors = Record<string, Record<'strict' | 'lenient', Record<string, number>>>;
const floors = JSON.parse(readFileSync(new URL('./accuracy-floors.json', import.meta.url), 'utf8')) as Floors;

function check(report: CorpusReport): void {
  const floor = floors[report.corpus];
  expect(floor, `floors for ${report.corpus}`).toBeDefined();
  const below: string[] = [];
  for (const mode of ['strict', 'lenient'] as const) {
    for (const field of FIELDS) {
      const min = floor?.[mode][field];
      const score = report[mode][field];
      if (min === undefined || !score) continue;
      if (score.f1 + 1e-9 < min) below.push(`${mode} ${field}: F1 ${score.f1.toFixed(3)} < floor ${min}`);
    }
  }
  expect(below).toEqual([]);
}

describe('resume parser accuracy ratchet', () => {
  it('holds every field on the India-format corpus', { timeout: 60_000 }, async () => {
    const docs = indiaDocs();
    expect(docs.length).toBeGreaterThanOrEqual(40);
    check(await evaluateCorpus('india', docs));
  });

  const offline = offlinecvDocs();
  it.skipIf(!offline)('holds every field on the offlinecv development set', { timeout: 60_000 }, async () => {
    check(await evaluateCorpus('offlinecv', offline ?? []));
  });
});
