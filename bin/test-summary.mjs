// Adds up the Vitest and Playwright reports into one closing line: "N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.reports';
let passed = 0;
let failed = 0;
let skipped = 0;
const missing = [];

const vitestFile = path.join(dir, 'vitest.json');
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  // A file that failed to load has no failed test, only a failed status: count it too.
  failed += (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'),
  ).length;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
} else missing.push('Vitest');

const playwrightFile = path.join(dir, 'playwright.json');
if (existsSync(playwrightFile)) {
  const { stats } = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  skipped += stats?.skipped ?? 0;
} else missing.push('Playwright');

if (missing.length) console.info(`No report from: ${missing.join(', ')} (counted as failed).`);
console.info(`${passed} passed, ${failed + missing.length} failed, ${skipped} skipped`);
process.exit(failed + missing.length > 0 ? 1 : 0);
