/** Writes the accuracy floors the ratchet test holds the parser to: `tsx test/eval/floors.ts` after an improvement. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  type CorpusReport,
  evaluateCorpus,
  INDIA2_RENDERINGS,
  india2Corpus,
  india2Docs,
  indiaDocs,
  JSONRESUME_RENDERINGS,
  JSONRESUME_THEMES,
  jsonresumeCorpus,
  jsonresumeDocs,
  offlinecvDocs,
} from './evaluate.js';

const target = new URL('../../functions/resume-parsing/parser/accuracy-floors.json', import.meta.url);
const floorsOf = (r: CorpusReport) =>
  Object.fromEntries(
    (['strict', 'lenient'] as const).map((mode) => [
      mode,
      Object.fromEntries(
        Object.entries(r[mode]).map(([field, s]) => [field, Math.floor((s?.f1 ?? 0) * 1000) / 1000]),
      ),
    ]),
  );
const out: Record<string, unknown> = { india: floorsOf(await evaluateCorpus('india', indiaDocs())) };
// The second batch: every split as a whole, and both held-out splits per rendering (the goal is per rendering).
for (const split of ['dev', 'heldout', 'fresh'] as const) {
  const name = india2Corpus(split);
  out[name] = floorsOf(await evaluateCorpus(name, india2Docs(split)));
}
for (const split of ['heldout', 'fresh'] as const) {
  for (const rendering of INDIA2_RENDERINGS) {
    const name = india2Corpus(split, rendering);
    out[name] = floorsOf(await evaluateCorpus(name, india2Docs(split, rendering)));
  }
}
// The theme corpus: both splits as a whole, and the held-out split per theme and per rendering.
for (const split of ['dev', 'heldout'] as const) {
  out[jsonresumeCorpus(split)] = floorsOf(
    await evaluateCorpus(jsonresumeCorpus(split), jsonresumeDocs(split)),
  );
}
for (const only of [
  ...JSONRESUME_THEMES.map((theme) => ({ theme })),
  ...JSONRESUME_RENDERINGS.map((rendering) => ({ rendering })),
]) {
  const name = jsonresumeCorpus('heldout', only);
  out[name] = floorsOf(await evaluateCorpus(name, jsonresumeDocs('heldout', only)));
}
const offline = offlinecvDocs();
if (offline) out.offlinecv = floorsOf(await evaluateCorpus('offlinecv', offline));
else if (existsSync(target)) {
  // Without the development set beside the repository, its recorded floors stay as they were.
  const recorded = JSON.parse(readFileSync(target, 'utf8')) as Record<string, unknown>;
  if (recorded.offlinecv) out.offlinecv = recorded.offlinecv;
}
writeFileSync(target, `${JSON.stringify(out, null, 2)}\n`);
console.info(`floors written to ${target.pathname}`);
