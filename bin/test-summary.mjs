// Adds up the Vitest and Playwright reports into one closing line, "N passed, N failed, N skipped", after
// the name and first line of each failure: the end of a long log says what failed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.reports';
let passed = 0;
let failed = 0;
let skipped = 0;
const missing = [];
/** What failed, by name, so the end of a long log says where to look. */
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

const vitestFile = path.join(dir, 'vitest.json');
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    const name = path.relative(process.cwd(), file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed to load, or whose hooks failed, has no failed test, only a failed status: count it too.
    if (file.status === 'failed' && failedTests.length === 0) {
      failed += 1;
      failures.push(`${name} (the file, not a test): ${firstLine(file.message) || 'no message'}`);
    }
  }
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
} else missing.push('Vitest');

const playwrightFile = path.join(dir, 'playwright.json');
if (existsSync(playwrightFile)) {
  const { stats, suites } = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  skipped += stats?.skipped ?? 0;
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          failures.push(`${spec.file} > ${[...titles, spec.title].join(' > ')}: ${firstLine(error)}`);
        }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // The top suites are the files, which each line names already.
  for (const file of suites ?? []) visit(file, []);
} else missing.push('Playwright');

if (failures.length) console.info(`Failed:\n${failures.map((line) => `  ${line.slice(0, 400)}`).join('\n')}`);
if (missing.length) console.info(`No report from: ${missing.join(', ')} (counted as failed).`);
console.info(`${passed} passed, ${failed + missing.length} failed, ${skipped} skipped`);
process.exit(failed + missing.length > 0 ? 1 : 0);
