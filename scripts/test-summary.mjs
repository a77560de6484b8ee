// Adds up the JSON reports of the unit/integration and browser runs into one closing line that CI reads:
// "N passed, N failed". Exits non-zero when a report is missing or any test failed.
import fs from 'node:fs';

const reports = ['test-results/unit.json', 'test-results/e2e.json'];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  if (!fs.existsSync(file)) {
    console.error(`missing test report ${file}`);
    process.exit(1);
  }
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  console.log(`${file}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
