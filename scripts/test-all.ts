// `npm test`: brings the build up to date (scripts/ensure-build.mjs), runs the vitest suites and the
// Playwright end-to-end suite, and ends with one line `N passed, N failed` summed over both.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { summarisePlaywright, type PlaywrightReport } from './playwright-summary';

const reports = mkdtempSync(path.join(tmpdir(), 'shop-test-reports-'));
const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let failedToRun = 0;
if (run(process.execPath, ['scripts/ensure-build.mjs']) !== 0) failedToRun++;

const vitestReport = path.join(reports, 'vitest.json');
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);

const playwrightReport = path.join(reports, 'playwright.json');
run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });

function readJson(file: string): Record<string, unknown> | undefined {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const vitest = readJson(vitestReport) as
  | { numPassedTests: number; numFailedTests: number; testResults: { status: string; assertionResults: { status: string }[] }[] }
  | undefined;
// A test file that fails before any test runs (say, an import error) counts as one failure.
const brokenFiles =
  vitest?.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')).length ?? 0;
const playwrightJson = readJson(playwrightReport) as PlaywrightReport | undefined;
if (!vitest) failedToRun++;
if (!playwrightJson) failedToRun++;
const playwright = playwrightJson ? summarisePlaywright(playwrightJson) : { passed: 0, failed: 0, flaky: [] };

const passed = (vitest?.numPassedTests ?? 0) + playwright.passed;
const failed = (vitest?.numFailedTests ?? 0) + brokenFiles + playwright.failed + failedToRun;
console.log(`vitest: ${vitest?.numPassedTests ?? 0} passed, ${(vitest?.numFailedTests ?? 0) + brokenFiles} failed`);
for (const name of playwright.flaky) console.log(`flaky, counted as failed: ${name}`);
console.log(`playwright: ${playwright.passed} passed, ${playwright.failed} failed (${playwright.flaky.length} of them flaky)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
