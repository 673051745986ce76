/** Resume accuracy: parses labelled corpora and scores each field (precision, recall, F1, strict and lenient). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseResume } from '../../functions/resume-parsing/parser/index.js';
import type { ParsedResume } from '../../shared/resume/parsed-resume.js';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../..');
export const OFFLINECV_DIR = resolve(repoRoot, '../shared/eval/resumes/offlinecv');
export const INDIA_DIR = join(here, 'india');
/** The second India batch: dev and held-out splits in folders of their own. */
export const INDIA2_DIR = join(here, 'india2');
/** The theme corpus: JSON Resume documents rendered through public themes, dev and held-out splits. */
export const JSONRESUME_DIR = join(here, 'jsonresume');
/** Truth for offlinecv PDFs the parser was not developed against, by the PDF's relative path. */
export const OFFLINECV_HELDOUT_DIR = join(here, 'offlinecv-heldout');

export const FIELDS = [
  'name',
  'email',
  'phone',
  'location',
  'jobTitle',
  'company',
  'startMonth',
  'endMonth',
  'degree',
  'fieldOfStudy',
  'institution',
  'graduationYear',
  'skills',
  'languages',
  'description',
  'noticePeriod',
  'currentCtc',
  'expectedCtc',
] as const;
export type Field = (typeof FIELDS)[number];

/** The truth file format shared by both corpora (schemaVersion 1), plus the India corpus' explicit dates. */
export interface Truth {
  /** The theme corpus: which public JSON Resume theme laid the document out. */
  theme?: string;
  /** The second India batch: which rendering the document is ('pdf-single', 'pdf-two-column', 'docx'). */
  rendering?: string;
  contact?: { full_name?: string; email?: string; phone?: string; location?: string };
  experience?: {
    title?: string;
    company?: string;
    dates?: string;
    start?: string;
    end?: string;
    /** The theme corpus: the role's bullet points, one a line. */
    description?: string;
  }[];
  /** `field` apart from `degree` in the India corpus; offlinecv truth prints them together in `degree`. */
  education?: { degree?: string; field?: string; institution?: string; year?: string | number }[];
  skills?: string[];
  /** Spoken languages (the India batches and the theme corpus). */
  languages?: string[];
  /** The theme corpus, when the resume states them: days, and rupees a year. */
  noticePeriodDays?: number;
  currentCtc?: number;
  expectedCtc?: number;
}

export interface LabelledDoc {
  corpus: string;
  file: string;
  truth: Truth;
}

type Values = Partial<Record<Field, string[]>>;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The evaluation's own reading of a printed date ('Jul 2023', '2022', 'Present'), independent of the parser. */
function truthDate(text: string): string | undefined {
  const t = text.trim().toLowerCase();
  if (/^(present|current|now|till date|ongoing)$/.test(t)) return 'present';
  // Numeric month and year ('03/2022', '2022-03') are unambiguous; a day-month-year date is not read here.
  const numeric = /^(\d{1,2})[/.-]((?:19|20)\d{2})$/.exec(t) ?? /^((?:19|20)\d{2})[/.-](\d{1,2})$/.exec(t);
  if (numeric?.[1] && numeric[2]) {
    const [m, y] = numeric[1].length === 4 ? [numeric[2], numeric[1]] : [numeric[1], numeric[2]];
    if (Number(m) >= 1 && Number(m) <= 12) return `${y}-${m.padStart(2, '0')}`;
  }
  const month = MONTHS.findIndex((m) => t.startsWith(m));
  const year = /\b(19|20)\d{2}\b/.exec(t)?.[0];
  if (!year) return undefined;
  return month >= 0 ? `${year}-${String(month + 1).padStart(2, '0')}` : year;
}

export function truthDates(dates: string | undefined): { start?: string; end?: string } {
  if (!dates) return {};
  const [from, to] = dates.split(/\s+[-–—]\s+|\s+to\s+/i);
  return { start: from ? truthDate(from) : undefined, end: to ? truthDate(to) : undefined };
}

function present<T>(v: T | undefined | null | ''): v is T {
  return v !== undefined && v !== null && v !== '';
}

export function truthValues(truth: Truth): Values {
  const v: Values = {};
  const c = truth.contact;
  if (c?.full_name !== undefined) v.name = [c.full_name].filter(present);
  if (c?.email !== undefined) v.email = [c.email].filter(present);
  if (c?.phone !== undefined) v.phone = [c.phone].filter(present);
  if (c?.location !== undefined) v.location = [c.location].filter(present);
  if (truth.experience) {
    v.jobTitle = truth.experience.map((e) => e.title).filter(present);
    v.company = truth.experience.map((e) => e.company).filter(present);
    const dates = truth.experience.map((e) =>
      e.start ? { start: e.start, end: e.end } : truthDates(e.dates),
    );
    v.startMonth = dates.map((d) => d.start).filter(present);
    v.endMonth = dates.map((d) => d.end).filter(present);
  }
  if (truth.education) {
    v.degree = truth.education.map((e) => e.degree).filter(present);
    v.institution = truth.education.map((e) => e.institution).filter(present);
    // Only truth that records fields apart (the India corpus) scores them; offlinecv prints them in `degree`.
    if (truth.education.some((e) => e.field !== undefined))
      v.fieldOfStudy = truth.education.map((e) => e.field).filter(present);
    if (truth.education.some((e) => e.year !== undefined)) {
      v.graduationYear = truth.education
        .map((e) => (e.year === undefined ? '' : String(e.year)))
        .filter(present);
    }
  }
  if (truth.skills) v.skills = truth.skills;
  if (truth.languages) v.languages = truth.languages;
  // Descriptions are scored only where truth records them; a role without bullets has none to find.
  if (truth.experience?.some((e) => e.description !== undefined))
    v.description = truth.experience.map((e) => e.description).filter(present);
  // The theme corpus states these or leaves them out; where it leaves them out the parser must too.
  if (truth.theme !== undefined) {
    v.noticePeriod = [truth.noticePeriodDays].filter(present).map(String);
    v.currentCtc = [truth.currentCtc].filter(present).map(String);
    v.expectedCtc = [truth.expectedCtc].filter(present).map(String);
  }
  return v;
}

/**
 * Joins a predicted degree and its field for truth that records the degree line as printed ('B.S. in
 * Computer Science'): the parser splits them, and the words that join them are read back by
 * `degreeForms`. The separator is a control character no resume prints.
 */
const DEGREE_FIELD = '\u001f';

/** Truth that names fields apart from degrees compares degrees alone; truth without them, the printed line. */
export function printsDegreeLine(truth: Truth): boolean {
  return Boolean(truth.education?.length) && !truth.education?.some((e) => e.field !== undefined);
}

export function predictedValues(r: ParsedResume, degreeLine = false): Values {
  const name = `${r.personalInfo.firstName} ${r.personalInfo.lastName}`.trim();
  return {
    name: [name].filter(present),
    email: [r.personalInfo.email].filter(present),
    phone: [r.personalInfo.phone].filter(present),
    location: [r.personalInfo.location].filter(present),
    jobTitle: r.workExperiences.map((w) => w.position).filter(present),
    company: r.workExperiences.map((w) => w.companyName).filter(present),
    startMonth: r.workExperiences.map((w) => w.startDate ?? '').filter(present),
    endMonth: r.workExperiences.map((w) => (w.isCurrent ? 'present' : (w.endDate ?? ''))).filter(present),
    degree: r.educations
      .map((e) =>
        degreeLine && e.degree && e.fieldOfStudy ? `${e.degree}${DEGREE_FIELD}${e.fieldOfStudy}` : e.degree,
      )
      .filter(present),
    fieldOfStudy: r.educations.map((e) => e.fieldOfStudy).filter(present),
    institution: r.educations.map((e) => e.institution).filter(present),
    graduationYear: r.educations.map((e) => (e.endDate ? e.endDate.slice(0, 4) : '')).filter(present),
    skills: r.skills.technical,
    languages: r.skills.languages,
    description: r.workExperiences.map((w) => w.description ?? '').filter(present),
    noticePeriod: [r.jobSearch?.noticePeriodDays].filter(present).map(String),
    currentCtc: [r.jobSearch?.currentCtc].filter(present).map(String),
    expectedCtc: [r.jobSearch?.expectedCtc].filter(present).map(String),
  };
}

const strictKey = (s: string) => s.trim().replace(/\s+/g, ' ');
const looseKey = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

export function strictMatch(a: string, b: string): boolean {
  return strictKey(a) === strictKey(b);
}

/**
 * Names: truth written in capitals records how the name was set ('MARCUS HALLOWAY'), not how it is
 * spelled, so its case cannot be judged and is not compared. Truth in mixed case ('Siddharth Rao') is
 * the spelling, and a name read off a page set in capitals must come back in it to match.
 */
export function strictNameMatch(truth: string, predicted: string): boolean {
  const capitals = /\p{Lu}\p{Lu}/u.test(truth) && truth === truth.toUpperCase();
  return capitals
    ? strictKey(truth).toUpperCase() === strictKey(predicted).toUpperCase()
    : strictMatch(truth, predicted);
}

/** Case, punctuation and whitespace do not count, and either value may contain the other. */
export function lenientMatch(a: string, b: string): boolean {
  const x = looseKey(a);
  const y = looseKey(b);
  if (!x || !y) return false;
  return x === y || x.includes(y) || y.includes(x);
}

/**
 * The ways a resume prints a degree with its field: 'B.S. in Computer Science', 'B.S. Computer Science',
 * 'Associate degree, H.R. Management', 'MBA (Finance)', 'B.Tech – CSE'. The joining words carry no
 * information the parser's degree/field split loses, so the strict comparison accepts any of them; both
 * parts must still be exact, and a degree without its field does not match a printed degree line.
 * The lenient comparison also accepts the degree alone, as it did before fields were compared.
 */
export function degreeForms(predicted: string, lenient: boolean): string[] {
  const [degree = '', field] = predicted.split(DEGREE_FIELD);
  if (!field) return [degree];
  const joined = [' in ', ' ', ', ', ' – ', ' — ', ' - ', ': '].map((j) => `${degree}${j}${field}`);
  return [...joined, `${degree} (${field})`, ...(lenient ? [degree] : [])];
}

const readable = (v: string) => v.replace(DEGREE_FIELD, ' + ');

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

/** One-to-one matching of predicted to true values of a field in one document. */
export function matchCounts(
  truth: string[],
  predicted: string[],
  same: (a: string, b: string) => boolean,
): Counts {
  const used = new Set<number>();
  let tp = 0;
  for (const t of truth) {
    const i = predicted.findIndex((p, j) => !used.has(j) && same(t, p));
    if (i >= 0) {
      used.add(i);
      tp++;
    }
  }
  return { tp, fp: predicted.length - tp, fn: truth.length - tp };
}

/** The true values no prediction matched and the predictions that matched nothing, for the misses listing. */
export function unmatched(
  truth: string[],
  predicted: string[],
  same: (a: string, b: string) => boolean,
): { missed: string[]; extra: string[] } {
  const used = new Set<number>();
  const missed: string[] = [];
  for (const t of truth) {
    const i = predicted.findIndex((p, j) => !used.has(j) && same(t, p));
    if (i >= 0) used.add(i);
    else missed.push(t);
  }
  return { missed, extra: predicted.filter((_, j) => !used.has(j)) };
}

export interface FieldScore {
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

export interface CorpusReport {
  corpus: string;
  documents: number;
  strict: Partial<Record<Field, FieldScore>>;
  lenient: Partial<Record<Field, FieldScore>>;
  perDocument: { file: string; misses: string[] }[];
  parseMs: number[];
}

function score(c: Counts): FieldScore {
  const precision = c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp);
  const recall = c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, support: c.tp + c.fn };
}

export async function evaluateCorpus(corpus: string, docs: LabelledDoc[]): Promise<CorpusReport> {
  const strict: Partial<Record<Field, Counts>> = {};
  const lenient: Partial<Record<Field, Counts>> = {};
  const perDocument: CorpusReport['perDocument'] = [];
  const parseMs: number[] = [];
  for (const doc of docs) {
    const bytes = new Uint8Array(readFileSync(doc.file));
    const started = performance.now();
    const result = await parseResume(bytes, basename(doc.file));
    parseMs.push(performance.now() - started);
    const truth = truthValues(doc.truth);
    const predicted = predictedValues(result.parsedData, printsDegreeLine(doc.truth));
    const misses: string[] = [];
    for (const field of FIELDS) {
      const t = truth[field];
      if (!t) continue;
      const p = predicted[field] ?? [];
      for (const [acc, match] of [
        [strict, strictMatch],
        [lenient, lenientMatch],
      ] as const) {
        const forms = (v: string) => degreeForms(v, acc === lenient);
        const same =
          field === 'degree'
            ? (a: string, b: string) => forms(b).some((f) => match(a, f))
            : field === 'name' && acc === strict
              ? strictNameMatch
              : match;
        const c = matchCounts(t, p, same);
        const total = acc[field] ?? { tp: 0, fp: 0, fn: 0 };
        acc[field] = { tp: total.tp + c.tp, fp: total.fp + c.fp, fn: total.fn + c.fn };
        if (c.fp || c.fn) {
          const mode = acc === strict ? 'strict' : 'lenient';
          const { missed, extra } = unmatched(t, p, same);
          misses.push(
            `${field} (${mode}): missed ${JSON.stringify(missed)} extra ${JSON.stringify(extra.map(readable))}`,
          );
        }
      }
    }
    perDocument.push({ file: doc.file, misses });
  }
  const toScores = (acc: Partial<Record<Field, Counts>>) =>
    Object.fromEntries(Object.entries(acc).map(([k, c]) => [k, score(c as Counts)])) as Partial<
      Record<Field, FieldScore>
    >;
  return {
    corpus,
    documents: docs.length,
    strict: toScores(strict),
    lenient: toScores(lenient),
    perDocument,
    parseMs,
  };
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** The labelled PDFs of the offlinecv development set, or undefined when it is not beside the repo. */
export function offlinecvDocs(): LabelledDoc[] | undefined {
  if (!existsSync(OFFLINECV_DIR)) return undefined;
  return walk(OFFLINECV_DIR)
    .filter((f) => f.endsWith('.truth.json'))
    .sort()
    .map((truthFile) => ({
      corpus: 'offlinecv',
      file: truthFile.replace(/\.truth\.json$/, '.pdf'),
      truth: JSON.parse(readFileSync(truthFile, 'utf8')) as Truth,
    }))
    .filter((d) => existsSync(d.file));
}

/** The held-out offlinecv PDFs (truth kept in this repository), or undefined when the PDFs are not beside it. */
export function offlinecvHeldoutDocs(): LabelledDoc[] | undefined {
  if (!existsSync(OFFLINECV_DIR)) return undefined;
  return walk(OFFLINECV_HELDOUT_DIR)
    .filter((f) => f.endsWith('.truth.json'))
    .sort()
    .map((truthFile) => ({
      corpus: 'offlinecv held-out',
      file: join(OFFLINECV_DIR, relative(OFFLINECV_HELDOUT_DIR, truthFile).replace(/\.truth\.json$/, '.pdf')),
      truth: JSON.parse(readFileSync(truthFile, 'utf8')) as Truth,
    }))
    .filter((d) => existsSync(d.file));
}

/** The India-format corpus: each rendered file names its truth file (`<id>.<theme>.<ext>` -> truth/<id>.json). */
export function indiaDocs(): LabelledDoc[] {
  const rendered = join(INDIA_DIR, 'rendered');
  if (!existsSync(rendered)) return [];
  return readdirSync(rendered)
    .filter((f) => /\.(pdf|docx|doc)$/.test(f))
    .sort()
    .map((f) => ({
      corpus: 'india',
      file: join(rendered, f),
      truth: JSON.parse(readFileSync(join(INDIA_DIR, 'truth', `${f.split('.')[0]}.json`), 'utf8')) as Truth,
    }));
}

export const INDIA2_RENDERINGS = ['pdf-single', 'pdf-two-column', 'docx'] as const;
/** `fresh`: a second held-out split, written later from a new seed, towns and templates (never tuned on). */
export type India2Split = 'dev' | 'heldout' | 'fresh';

/**
 * The second India batch, one split (`<split>/rendered/<id>.<rendering>-<template>.<ext>` ->
 * `<split>/truth/<id>.json`), optionally one rendering. Tuning reads only the dev split's misses.
 */
export function india2Docs(split: India2Split, rendering?: string): LabelledDoc[] {
  const dir = join(INDIA2_DIR, split);
  const rendered = join(dir, 'rendered');
  if (!existsSync(rendered)) return [];
  return readdirSync(rendered)
    .filter((f) => /\.(pdf|docx|doc)$/.test(f))
    .sort()
    .map((f) => ({
      corpus: india2Corpus(split, rendering),
      file: join(rendered, f),
      truth: JSON.parse(readFileSync(join(dir, 'truth', `${f.split('.')[0]}.json`), 'utf8')) as Truth,
    }))
    .filter((d) => !rendering || d.truth.rendering === rendering);
}

const SPLIT_NAMES: Record<India2Split, string> = { dev: 'dev', heldout: 'held-out', fresh: 'fresh held-out' };

/** The report and floor name of a split of the second batch: 'india2 dev', 'india2 fresh held-out docx'. */
export function india2Corpus(split: India2Split, rendering?: string): string {
  return ['india2', SPLIT_NAMES[split], rendering].filter(Boolean).join(' ');
}

export const JSONRESUME_THEMES = ['elegant', 'even', 'flat', 'macchiato', 'stackoverflow'] as const;
export const JSONRESUME_RENDERINGS = ['pdf', 'docx'] as const;
export type JsonresumeSplit = 'dev' | 'heldout';

/**
 * The theme corpus, one split (`<split>/rendered/<id>.<rendering>-<theme>.<ext>` -> `<split>/truth/<id>.json`),
 * optionally one theme or one rendering. Tuning reads only the dev split's misses.
 */
export function jsonresumeDocs(
  split: JsonresumeSplit,
  only: { theme?: string; rendering?: string } = {},
): LabelledDoc[] {
  const dir = join(JSONRESUME_DIR, split);
  const rendered = join(dir, 'rendered');
  if (!existsSync(rendered)) return [];
  return readdirSync(rendered)
    .filter((f) => /\.(pdf|docx)$/.test(f))
    .sort()
    .filter((f) => {
      const [rendering, theme] = (f.split('.')[1] ?? '').split('-');
      return (!only.theme || theme === only.theme) && (!only.rendering || rendering === only.rendering);
    })
    .map((f) => ({
      corpus: jsonresumeCorpus(split, only),
      file: join(rendered, f),
      truth: JSON.parse(readFileSync(join(dir, 'truth', `${f.split('.')[0]}.json`), 'utf8')) as Truth,
    }));
}

/** The report and floor name: 'themes dev', 'themes held-out even', 'themes held-out docx'. */
export function jsonresumeCorpus(
  split: JsonresumeSplit,
  only: { theme?: string; rendering?: string } = {},
): string {
  return ['themes', split === 'dev' ? 'dev' : 'held-out', only.theme, only.rendering]
    .filter(Boolean)
    .join(' ');
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
