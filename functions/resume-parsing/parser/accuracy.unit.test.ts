// Boundary: the whole parser on the labelled corpora; fails when any field's F1 falls below its recorded floor.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type CorpusReport,
  degreeForms,
  evaluateCorpus,
  FIELDS,
  INDIA2_RENDERINGS,
  india2Corpus,
  india2Docs,
  indiaDocs,
  JSONRESUME_RENDERINGS,
  JSONRESUME_THEMES,
  jsonresumeCorpus,
  jsonresumeDocs,
  offlinecvDocs,
  printsDegreeLine,
  strictMatch,
  strictNameMatch,
  truthDates,
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

  // The second India batch: its dev split, both held-out splits, and each held-out split per rendering.
  it.each(['dev', 'heldout', 'fresh'] as const)(
    'holds every field on the second India batch, %s split',
    async (split) => {
      const docs = india2Docs(split);
      expect(docs.length).toBeGreaterThanOrEqual(20);
      check(await evaluateCorpus(india2Corpus(split), docs));
    },
    60_000,
  );

  it.each(
    (['heldout', 'fresh'] as const).flatMap((split) => INDIA2_RENDERINGS.map((r) => [split, r] as const)),
  )(
    'holds every field on the %s split rendered as %s',
    async (split, rendering) => {
      const docs = india2Docs(split, rendering);
      expect(docs.length).toBeGreaterThanOrEqual(8);
      check(await evaluateCorpus(india2Corpus(split, rendering), docs));
    },
    60_000,
  );

  // The theme corpus (public JSON Resume themes): both splits, and the held-out split per theme and rendering.
  it.each(['dev', 'heldout'] as const)(
    'holds every field on the theme corpus, %s split',
    async (split) => {
      const docs = jsonresumeDocs(split);
      expect(docs.length).toBeGreaterThanOrEqual(40);
      check(await evaluateCorpus(jsonresumeCorpus(split), docs));
    },
    60_000,
  );

  it.each([
    ...JSONRESUME_THEMES.map((theme) => ({ theme })),
    ...JSONRESUME_RENDERINGS.map((rendering) => ({ rendering })),
  ])(
    'holds every field on the theme corpus held-out split, $theme$rendering',
    async (only) => {
      const docs = jsonresumeDocs('heldout', only);
      expect(docs.length).toBeGreaterThanOrEqual(8);
      check(await evaluateCorpus(jsonresumeCorpus('heldout', only), docs));
    },
    60_000,
  );

  const offline = offlinecvDocs();
  it.skipIf(!offline)('holds every field on the offlinecv development set', { timeout: 60_000 }, async () => {
    check(await evaluateCorpus('offlinecv', offline ?? []));
  });
});

describe('the evaluator reads truth as printed', () => {
  it('reads numeric month-year dates as months, not bare years', () => {
    expect(truthDates('03/2022 - Present')).toEqual({ start: '2022-03', end: 'present' });
    expect(truthDates('2019-01 – 2022-02')).toEqual({ start: '2019-01', end: '2022-02' });
    expect(truthDates('Sept. 2023 – 2024')).toEqual({ start: '2023-09', end: '2024' });
  });

  it('compares a printed degree line with the degree and its field, joined as resumes join them', () => {
    const joined = 'B.S.\u001fComputer Science';
    const strict = (truth: string) => degreeForms(joined, false).some((f) => strictMatch(truth, f));
    expect(strict('B.S. in Computer Science')).toBe(true);
    expect(strict('B.S. Computer Science')).toBe(true);
    expect(strict('B.S. (Computer Science)')).toBe(true);
    expect(strict('B.S.')).toBe(false);
    expect(strict('B.S. in Computer Engineering')).toBe(false);
    expect(degreeForms('B.S.', false)).toEqual(['B.S.']);
  });

  it('compares degree lines only where the truth does not record fields apart', () => {
    expect(printsDegreeLine({ education: [{ degree: 'B.S. in Physics' }] })).toBe(true);
    expect(printsDegreeLine({ education: [{ degree: 'B.Tech', field: 'CSE' }] })).toBe(false);
    expect(printsDegreeLine({ education: [] })).toBe(false);
  });
});

describe('the evaluator compares names', () => {
  it('ignores case only where the truth records capitals as set on the page', () => {
    expect(strictNameMatch('MARCUS HALLOWAY', 'Marcus Halloway')).toBe(true);
    expect(strictNameMatch('Siddharth Rao', 'SIDDHARTH RAO')).toBe(false);
    expect(strictNameMatch('Siddharth Rao', 'Siddharth Rao')).toBe(true);
    expect(strictNameMatch('MARCUS HALLOWAY', 'Marcus Hallo')).toBe(false);
  });
});
