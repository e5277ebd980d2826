// Prints one closing line for the whole suite: 'N passed, N failed'.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.test-results';
const read = (f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read('vitest.json');
passed += vitest.numPassedTests;
failed += vitest.numFailedTests;
skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);

const pw = read('playwright.json');
passed += pw.stats.expected + (pw.stats.flaky ?? 0);
failed += pw.stats.unexpected;
skipped += pw.stats.skipped;

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
