// Prints the tests a Vitest JSON report (--reporter=json) says failed, one per line, for the
// summary of scripts/test: `node scripts/failed-tests.mjs report.json`.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const file of report.testResults ?? []) {
  const name = file.name.replace(/^.*\/web\//, 'web/');
  const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
  if (failed.length === 0 && file.status === 'failed') console.log(`${name}: ${file.message || 'did not run'}`);
  for (const test of failed) console.log(`${name} > ${test.fullName}`);
}
