/** Prints the parsed resume of one file as JSON: `npm run parse -- <file>`. */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseResume } from '../functions/resume-parsing/parser/index.js';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run parse -- <resume.pdf|.docx|.doc>');
  process.exit(2);
}
const result = await parseResume(new Uint8Array(await readFile(file)), basename(file));
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
