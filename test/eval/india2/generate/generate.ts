/**
 * Renders the second India batch: invented people (people.ts) through the templates of themes.ts (and,
 * for the fresh split and the third dev extension, address-themes.ts), as a single-column PDF and a
 * two-column PDF (Chromium print) and as DOCX (LibreOffice Writer). Writes <split>/truth/<id>.json and
 * <split>/rendered/<id>.<rendering>-<template>.<ext>, the split being dev, heldout or fresh. Needs
 * chromium and soffice on PATH; CI never runs this, it only parses the committed files.
 * Usage: tsx test/eval/india2/generate/generate.ts [--extension | --extension-2 | --extension-3 | --extension-4 | --fresh]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADDRESS_TEMPLATES } from './address-themes.js';
import {
  BATCH,
  type Batch,
  DEV_EXTENSION,
  DEV_EXTENSION_2,
  DEV_EXTENSION_3,
  DEV_EXTENSION_4,
  FRESH,
  type Person,
  people,
  type Rendering,
  type Split,
  truthOf,
} from './people.js';
import { TEMPLATES } from './themes.js';

type Templates = Record<Rendering, Record<string, (p: Person) => string>>;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'india2-corpus-'));
const withAddressTemplates = Object.fromEntries(
  (Object.keys(TEMPLATES) as Rendering[]).map((r) => [r, { ...TEMPLATES[r], ...ADDRESS_TEMPLATES[r] }]),
) as Templates;

interface Job {
  /** The flag that renders this job alone; without a flag, every job but the fresh split is rendered. */
  flag?: string;
  batch: Batch;
  count: number;
  templates: Templates;
  /** Only these renderings of the batch's people. */
  renderings?: Rendering[];
}

/**
 * The batch: 60 people, so each rendering has 20, eight of them held out; 30 more for dev alone; the
 * single-column PDFs (12) of 36 more; 36 more for dev with the address templates; the single-column
 * PDFs (30) of 90 more; and the fresh split, 45 people (15 per rendering, five per template).
 */
const JOBS: Job[] = [
  { batch: BATCH, count: 60, templates: TEMPLATES },
  { flag: '--extension', batch: DEV_EXTENSION, count: 30, templates: TEMPLATES },
  {
    flag: '--extension-2',
    batch: DEV_EXTENSION_2,
    count: 36,
    templates: TEMPLATES,
    renderings: ['pdf-single'],
  },
  { flag: '--extension-3', batch: DEV_EXTENSION_3, count: 36, templates: withAddressTemplates },
  {
    flag: '--extension-4',
    batch: DEV_EXTENSION_4,
    count: 90,
    templates: TEMPLATES,
    renderings: ['pdf-single'],
  },
  { flag: '--fresh', batch: FRESH, count: 45, templates: withAddressTemplates },
];

const flags = process.argv.slice(2).filter((a) => a.startsWith('--'));
const jobs = flags.length
  ? JOBS.filter((j) => j.flag && flags.includes(j.flag))
  : JOBS.filter((j) => j.flag !== '--fresh');
// A whole run starts the dev and held-out folders afresh; the fresh split is only ever rendered alone.
const cleared: Split[] = flags.length ? (flags.includes('--fresh') ? ['fresh'] : []) : ['dev', 'heldout'];

function chromium(html: string, out: string): void {
  const file = join(work, 'page.html');
  writeFileSync(file, html);
  execFileSync(
    'chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-pdf-header-footer',
      '--disable-background-networking',
      `--print-to-pdf=${out}`,
      `file://${file}`,
    ],
    { stdio: 'ignore' },
  );
}

function writerDocx(html: string, out: string): void {
  const dir = mkdtempSync(join(work, 'lo-'));
  const file = join(dir, 'resume.html');
  writeFileSync(file, html);
  execFileSync(
    'soffice',
    [
      '--headless',
      '--infilter=HTML (StarWriter)',
      '--convert-to',
      'docx:MS Word 2007 XML',
      '--outdir',
      dir,
      file,
    ],
    { stdio: 'ignore' },
  );
  renameSync(join(dir, 'resume.docx'), out);
}

for (const split of cleared) {
  rmSync(join(root, split), { recursive: true, force: true });
  mkdirSync(join(root, split, 'truth'), { recursive: true });
  mkdirSync(join(root, split, 'rendered'), { recursive: true });
}
for (const job of jobs) {
  for (const p of people(job.count, job.batch)) {
    if (job.renderings && !job.renderings.includes(p.rendering)) continue;
    // Templates alternate within a rendering by the person's place in their own batch.
    const i = Number(p.id.slice(2)) - 1;
    const templates = Object.entries(job.templates[p.rendering]);
    const [name, render] = templates[Math.floor(i / 3) % templates.length] as [string, (p: Person) => string];
    const dir = join(root, p.split);
    mkdirSync(join(dir, 'truth'), { recursive: true });
    mkdirSync(join(dir, 'rendered'), { recursive: true });
    // Truth first, from the record: written before anything reads the rendered document.
    writeFileSync(join(dir, 'truth', `${p.id}.json`), `${JSON.stringify(truthOf(p), null, 2)}\n`);
    const out = join(
      dir,
      'rendered',
      `${p.id}.${p.rendering}-${name}.${p.rendering === 'docx' ? 'docx' : 'pdf'}`,
    );
    if (p.rendering === 'docx') writerDocx(render(p), out);
    else chromium(render(p), out);
    console.info(`${p.id} ${p.split} ${p.rendering}-${name}`);
  }
}
rmSync(work, { recursive: true, force: true });
