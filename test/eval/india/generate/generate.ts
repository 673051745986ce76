/**
 * Renders the India-format evaluation corpus: invented people (people.ts) through Chromium (HTML themes),
 * LibreOffice Writer (DOCX, DOC and PDF) and pdfkit. Writes truth/<id>.json and rendered/<id>.<kind>.<ext>.
 * Needs chromium and soffice on PATH; CI never runs this, it only parses the committed files.
 * Usage: tsx test/eval/india/generate/generate.ts
 */
import { execFileSync } from 'node:child_process';
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { type Person, people, printRange, truthOf } from './people.js';
import { THEMES, type ThemeName } from './themes.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const truthDir = join(root, 'truth');
const outDir = join(root, 'rendered');
const work = mkdtempSync(join(tmpdir(), 'india-corpus-'));

type Kind =
  | { renderer: 'chromium'; theme: ThemeName }
  | { renderer: 'writer'; theme: ThemeName; format: 'docx' | 'doc' | 'pdf' }
  | { renderer: 'pdfkit' };

const KINDS: Kind[] = [
  { renderer: 'chromium', theme: 'classic' },
  { renderer: 'chromium', theme: 'modern' },
  { renderer: 'chromium', theme: 'sidebar' },
  { renderer: 'writer', theme: 'portal', format: 'docx' },
  { renderer: 'writer', theme: 'classic', format: 'doc' },
  { renderer: 'writer', theme: 'portal', format: 'pdf' },
  { renderer: 'pdfkit' },
];

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

const FILTERS = {
  docx: 'docx:MS Word 2007 XML',
  doc: 'doc:MS Word 97',
  pdf: 'pdf:writer_pdf_Export',
} as const;

function writer(html: string, format: 'docx' | 'doc' | 'pdf', out: string): void {
  const dir = mkdtempSync(join(work, 'lo-'));
  const file = join(dir, 'resume.html');
  writeFileSync(file, html);
  execFileSync(
    'soffice',
    ['--headless', '--infilter=HTML (StarWriter)', '--convert-to', FILTERS[format], '--outdir', dir, file],
    {
      stdio: 'ignore',
    },
  );
  renameSync(join(dir, `resume.${format}`), out);
}

async function pdfkit(p: Person, out: string): Promise<void> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Resume' } });
  const done = new Promise<void>((resolve) => doc.pipe(createWriteStream(out)).on('finish', () => resolve()));
  const width = doc.page.width - 100;
  doc.font('Helvetica-Bold').fontSize(20).text(`${p.firstName} ${p.lastName}`);
  doc.font('Helvetica').fontSize(11).text(p.headline);
  doc.fontSize(9.5).text(`${p.location}  ·  ${p.phone}  ·  ${p.email}`).moveDown(0.2);
  const heading = (t: string) =>
    doc
      .moveDown(0.6)
      .font('Helvetica-Bold')
      .fontSize(11.5)
      .text(t)
      .font('Helvetica')
      .fontSize(9.5)
      .moveDown(0.2);
  heading('Summary');
  doc.text(p.summary);
  if (p.roles.length) {
    heading('Employment History');
    for (const r of p.roles) {
      const y = doc.y;
      doc.font('Helvetica-Bold').text(r.title, 50, y, { width: width * 0.65 });
      doc.font('Helvetica').text(printRange(r, p, ' - '), 50, y, { width, align: 'right' });
      doc.text(`${r.company}, ${r.city}`, 50);
      for (const b of r.bullets) doc.text(`•  ${b}`, 60);
      doc.x = 50;
      doc.moveDown(0.3);
    }
  }
  heading('Education');
  for (const e of p.education) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(`${e.degree} - ${e.field}`, 50, y, { width: width * 0.7 });
    doc.font('Helvetica').text(String(e.year), 50, y, { width, align: 'right' });
    doc.text(`${e.institution}  |  ${e.grade}`, 50).moveDown(0.3);
  }
  heading('Skills');
  doc.text(p.skills.join(' • '));
  if (p.certifications.length) {
    heading('Certifications');
    for (const c of p.certifications) doc.text(c);
  }
  heading('Languages');
  doc.text(p.languages.join(', '));
  doc.end();
  await done;
}

mkdirSync(truthDir, { recursive: true });
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const f of readdirSync(truthDir)) rmSync(join(truthDir, f));

// The first 49 people cycle through the kinds above. The 14 after them were added later as a check on
// layouts the parser had not been tuned on: a two-column page with the sidebar on the right and the
// dates in a left rail, printed by Chromium and converted by Writer.
const LATER_KINDS: Kind[] = [
  { renderer: 'chromium', theme: 'timeline' },
  { renderer: 'writer', theme: 'timeline', format: 'docx' },
];
const everyone = people(63);
for (const [i, p] of everyone.entries()) {
  const kind = (i < 49 ? KINDS[i % KINDS.length] : LATER_KINDS[i % LATER_KINDS.length]) as Kind;
  writeFileSync(
    join(truthDir, `${p.id}.json`),
    `${JSON.stringify(
      truthOf(p, (r) => printRange(r, p)),
      null,
      2,
    )}\n`,
  );
  if (kind.renderer === 'chromium')
    chromium(THEMES[kind.theme](p), join(outDir, `${p.id}.chromium-${kind.theme}.pdf`));
  else if (kind.renderer === 'writer')
    writer(THEMES[kind.theme](p), kind.format, join(outDir, `${p.id}.writer-${kind.theme}.${kind.format}`));
  else await pdfkit(p, join(outDir, `${p.id}.pdfkit.pdf`));
  console.info(`${p.id} ${kind.renderer}`);
}
rmSync(work, { recursive: true, force: true });
