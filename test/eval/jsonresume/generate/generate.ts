/**
 * Renders the theme corpus: the invented people of people.ts, each through one public JSON Resume theme
 * (render(resume) -> HTML), printed to PDF by Chromium and written as DOCX from the text the theme laid
 * out. Writes <split>/resumes/<id>.json (the JSON Resume source), <split>/truth/<id>.json and
 * <split>/rendered/<id>.<rendering>-<theme>.<ext>. CI never runs this; it parses the committed files.
 * Usage: npm ci --prefix test/eval/jsonresume/generate && npx tsx test/eval/jsonresume/generate/generate.ts
 * (needs Chromium: CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { docxOf } from './docx.js';
import { type JsonResume, type Person, people, type Truth } from './people.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

export const THEMES = ['elegant', 'even', 'flat', 'macchiato', 'stackoverflow'] as const;
type Theme = (typeof THEMES)[number];
const COUNT = 60;

/**
 * Decided before any document was parsed: person i goes through theme i mod 5, and is held out when
 * floor(i / 5) mod 5 is 1 or 3 (five of each theme's twelve people, both renderings).
 */
export function splitOf(index: number): 'dev' | 'heldout' {
  const round = Math.floor(index / THEMES.length) % 5;
  return round === 1 || round === 3 ? 'heldout' : 'dev';
}

async function renderHtml(theme: Theme, resume: JsonResume): Promise<string> {
  // Resolved from this folder's node_modules, where package.json here installs the themes.
  const module = await import(`jsonresume-theme-${theme}`);
  const render = (module.render ?? module.default?.render) as (r: JsonResume) => string | Promise<string>;
  return render(structuredClone(resume));
}

/**
 * What the theme prints of the record: truth holds only that. Each theme prints the town with more or
 * less around it ('Pune, Maharashtra, IN', 'Pune, India'), so truth is the town alone; flat prints none.
 */
function printedTruth(theme: Theme, truth: Truth, resume: JsonResume): Truth {
  const location = theme === 'flat' ? '' : resume.basics.location.city;
  return { ...truth, contact: { ...truth.contact, location } };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage();
// Themes link web fonts and icon sets; the corpus is printed with the fonts on the machine.
await page.route(/^https?:/, (route) => route.abort());

for (const split of ['dev', 'heldout']) {
  rmSync(join(root, split), { recursive: true, force: true });
  for (const dir of ['resumes', 'truth', 'rendered']) mkdirSync(join(root, split, dir), { recursive: true });
}

const all: Person[] = people(COUNT);
for (const [index, person] of all.entries()) {
  const theme = THEMES[index % THEMES.length] as Theme;
  const split = splitOf(index);
  const dir = join(root, split);
  const html = await renderHtml(theme, person.resume);
  await page.setContent(html, { waitUntil: 'load' });
  const pdf = `${person.id}.pdf-${theme}.pdf`;
  await page.pdf({ path: join(dir, 'rendered', pdf), format: 'A4', printBackground: true });
  const lines = (await page.evaluate(() => document.body.innerText))
    .split('\n')
    .map((line: string) => line.replace(/\s+$/, ''))
    .filter((line: string) => line.trim() !== '');
  writeFileSync(join(dir, 'rendered', `${person.id}.docx-${theme}.docx`), docxOf(lines));
  writeFileSync(join(dir, 'resumes', `${person.id}.json`), `${JSON.stringify(person.resume, null, 2)}\n`);
  const truth = {
    schemaVersion: 1,
    provenance:
      'Written by the corpus generator from the JSON Resume record it rendered; never from parser output.',
    split,
    theme,
    ...printedTruth(theme, person.truth, person.resume),
  };
  writeFileSync(join(dir, 'truth', `${person.id}.json`), `${JSON.stringify(truth, null, 2)}\n`);
  console.info(`${split} ${person.id} ${theme}`);
}
await browser.close();
// The JSON as the repository's formatter writes it, so a regeneration diffs only in what changed.
execFileSync('npx', ['biome', 'format', '--write', join(root, 'dev'), join(root, 'heldout')], {
  stdio: 'ignore',
});
