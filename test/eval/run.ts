/** `npm run eval:resumes`: per-field precision, recall and F1 of the resume parser on each labelled corpus. */
import { relative } from 'node:path';
import {
  type CorpusReport,
  evaluateCorpus,
  FIELDS,
  INDIA2_RENDERINGS,
  india2Corpus,
  india2Docs,
  indiaDocs,
  JSONRESUME_RENDERINGS,
  JSONRESUME_THEMES,
  jsonresumeDocs,
  offlinecvDocs,
  offlinecvHeldoutDocs,
  percentile,
} from './evaluate.js';

const verbose = process.argv.includes('--misses');
const pct = (n: number) => (n * 100).toFixed(1).padStart(6);

/** `misses` false for a held-out split: its documents are measured, never read while tuning. */
function print(report: CorpusReport, misses = verbose): void {
  console.info(`\n${report.corpus}: ${report.documents} documents`);
  console.info(`${'field'.padEnd(15)} ${'n'.padStart(4)} | strict P      R     F1 | lenient P      R     F1`);
  for (const field of FIELDS) {
    const s = report.strict[field];
    const l = report.lenient[field];
    if (!s || !l) continue;
    console.info(
      `${field.padEnd(15)} ${String(s.support).padStart(4)} | ${pct(s.precision)} ${pct(s.recall)} ${pct(s.f1)} |  ${pct(l.precision)} ${pct(l.recall)} ${pct(l.f1)}`,
    );
  }
  console.info(
    `parse time per document: p50 ${percentile(report.parseMs, 50).toFixed(0)} ms, p95 ${percentile(report.parseMs, 95).toFixed(0)} ms`,
  );
  if (misses) {
    for (const d of report.perDocument) {
      if (d.misses.length)
        console.info(`  ${relative(process.cwd(), d.file)}\n    ${d.misses.join('\n    ')}`);
    }
  }
}

const offline = offlinecvDocs();
if (offline) print(await evaluateCorpus('offlinecv', offline));
else console.info('offlinecv corpus not found beside the repository (../shared/eval/resumes): skipped');
const heldout = offlinecvHeldoutDocs();
if (heldout) print(await evaluateCorpus('offlinecv held-out', heldout));
else console.info('offlinecv held-out: its PDFs are not beside the repository: skipped');
const india = indiaDocs();
if (india.length) print(await evaluateCorpus('india', india));
else console.info('India corpus not rendered yet: skipped');
const india2Dev = india2Docs('dev');
if (india2Dev.length) {
  print(await evaluateCorpus(india2Corpus('dev'), india2Dev));
  // Both held-out splits: scores as a whole and per rendering, never their misses.
  for (const split of ['heldout', 'fresh'] as const) {
    const docs = india2Docs(split);
    if (!docs.length) continue;
    print(await evaluateCorpus(india2Corpus(split), docs), false);
    for (const rendering of INDIA2_RENDERINGS)
      print(await evaluateCorpus(india2Corpus(split, rendering), india2Docs(split, rendering)), false);
  }
  if (verbose) console.info('\n(held-out misses are not listed: those splits are measured, never tuned on)');
} else console.info('India batch 2 not rendered yet: skipped');

// The theme corpus: both splits as a whole, per theme and per rendering; only the dev split's misses.
if (jsonresumeDocs('dev').length) {
  for (const split of ['dev', 'heldout'] as const) {
    const misses = split === 'dev' && verbose;
    print(
      await evaluateCorpus(`themes ${split === 'dev' ? 'dev' : 'held-out'}`, jsonresumeDocs(split)),
      misses,
    );
    for (const theme of JSONRESUME_THEMES) {
      const docs = jsonresumeDocs(split, { theme });
      print(await evaluateCorpus(docs[0]?.corpus ?? theme, docs), false);
    }
    for (const rendering of JSONRESUME_RENDERINGS) {
      const docs = jsonresumeDocs(split, { rendering });
      print(await evaluateCorpus(docs[0]?.corpus ?? rendering, docs), false);
    }
  }
} else console.info('Theme corpus not rendered yet: skipped');
