/**
 * Renders the second India batch: invented people (people.ts) through the templates of themes.ts, as a
 * single-column PDF and a two-column PDF (Chromium print) and as DOCX (LibreOffice Writer). Writes
 * <split>/truth/<id>.json and <split>/rendered/<id>.<rendering>-<template>.<ext>, the split being dev or
 * heldout. Needs chromium and soffice on PATH; CI never runs this, it only parses the committed files.
 * Usage: tsx test/eval/india2/generate/generate.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BATCH, DEV_EXTENSION, DEV_EXTENSION_2, type Person, people, truthOf } from './people.js';
import { TEMPLATES } from './themes.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'india2-corpus-'));
/**
 * People in the batch: 60, so each rendering has 20, eight of them held out; 30 more for dev alone, and
 * the single-column PDFs (12) of 36 more.
 */
const COUNT = 60;
const EXTENSION_COUNT = 30;
const EXTENSION_2_COUNT = 36;
/** `--extension`: render only the dev extension, leaving the batch (and its held-out split) as it is. */
const extensionOnly = process.argv.includes('--extension');
/** `--extension-2`: render only the second dev extension (its single-column PDFs). */
const extension2Only = process.argv.includes('--extension-2');

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

if (!extensionOnly && !extension2Only) {
  for (const split of ['dev', 'heldout']) {
    rmSync(join(root, split), { recursive: true, force: true });
    mkdirSync(join(root, split, 'truth'), { recursive: true });
    mkdirSync(join(root, split, 'rendered'), { recursive: true });
  }
}
const batches = [
  ...(extensionOnly || extension2Only ? [] : [people(COUNT, BATCH)]),
  ...(extension2Only ? [] : [people(EXTENSION_COUNT, DEV_EXTENSION)]),
  ...(extensionOnly
    ? []
    : [people(EXTENSION_2_COUNT, DEV_EXTENSION_2).filter((p) => p.rendering === 'pdf-single')]),
];
// Templates alternate within a rendering by the person's place in their own batch.
const everyone = batches.flatMap((batch) => batch.map((p) => ({ p, i: Number(p.id.slice(2)) - 1 })));
for (const { p, i } of everyone) {
  const templates = Object.entries(TEMPLATES[p.rendering]);
  const [name, render] = templates[Math.floor(i / 3) % templates.length] as [string, (p: Person) => string];
  const dir = join(root, p.split);
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
rmSync(work, { recursive: true, force: true });
