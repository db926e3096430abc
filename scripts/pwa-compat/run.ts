// `npm run test:pwa`: the official Intershop PWA 12.0.0 as a client of the bundled commerce API. Prepares
// the PWA in its cache folder (prepare.ts), starts the API and the PWA's SSR server (servers.ts), walks
// the shopper's journeys (journeys.ts) in Chromium, each in a fresh browser context, and logs every call
// to the API, the browser's and the SSR server's. Prints the calls and the journeys' results and writes
// them to <cache>/last-run.md; exits with 0 only when every journey passed and no call failed unexpectedly.
// PWA_JOURNEYS=basket,search walks only the journeys whose names contain one of these words.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from '@playwright/test';

import { callTable, isUnexpectedError, pathPattern, readSsrCalls, type ApiCall } from './api-calls';
import { JOURNEYS } from './journeys';
import { preparePwa } from './prepare';
import { consoleReport, markdownReport, type JourneyResult } from './report';
import { startServers, stopServers } from './servers';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const runStarted = Date.now();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    void stopServers().finally(() => process.exit(130));
  });
}

/** Logs every request of the context to the API's origin, as the journey currently running. */
function logBrowserCalls(context: BrowserContext, apiOrigin: string, journey: string, calls: ApiCall[]): void {
  const record = (url: string, method: string, status: ApiCall['status']) => {
    const parsed = new URL(url);
    if (parsed.origin !== apiOrigin) return;
    calls.push({ source: 'browser', journey, method, pattern: pathPattern(parsed.pathname + parsed.search), status });
  };
  context.on('requestfinished', request => {
    void request.response().then(response => record(request.url(), request.method(), response?.status() ?? 'failed'));
  });
  context.on('requestfailed', request =>
    record(request.url(), request.method(), request.failure()?.errorText === 'net::ERR_ABORTED' ? 'aborted' : 'failed'),
  );
}

async function walkJourneys(pwaOrigin: string, apiOrigin: string, shotsDir: string, calls: ApiCall[]) {
  const browser = await chromium.launch({ executablePath: process.env.PWA_CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const results: JourneyResult[] = [];
  const starts: { time: number; name: string }[] = [];
  try {
    const only = process.env.PWA_JOURNEYS?.split(',');
    for (const journey of JOURNEYS.filter(candidate => !only || only.some(name => candidate.name.includes(name)))) {
      starts.push({ time: Date.now(), name: journey.name });
      const context = await browser.newContext({ baseURL: pwaOrigin, locale: 'en-US' });
      context.setDefaultTimeout(20_000);
      context.setDefaultNavigationTimeout(60_000);
      logBrowserCalls(context, apiOrigin, journey.name, calls);
      const page = await context.newPage();
      const started = Date.now();
      const flaws: string[] = [];
      try {
        await journey.walk(page, description => flaws.push(description));
        if (flaws.length) throw new Error(flaws.join('; '));
        results.push({ name: journey.name, passed: true, seconds: (Date.now() - started) / 1000 });
      } catch (error) {
        const shot = path.join(shotsDir, `${journey.name.replace(/\W+/g, '-')}.png`);
        await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
        const message = error instanceof Error ? error.message : String(error);
        const earlier = flaws.length && !message.startsWith(flaws[0]) ? ` (and before: ${flaws.join('; ')})` : '';
        results.push({
          name: journey.name,
          passed: false,
          seconds: (Date.now() - started) / 1000,
          error: `${message}${earlier}\n(screenshot ${shot})`,
        });
      }
      await context.close();
      console.log(`[journey] ${results.at(-1)!.passed ? 'pass' : 'FAIL'} ${journey.name}${results.at(-1)!.error ? `: ${results.at(-1)!.error}` : ''}`);
    }
  } finally {
    await browser.close();
  }
  const journeyAt = (time: number) => starts.findLast(start => start.time <= time)?.name ?? 'start-up';
  return { results, journeyAt };
}

let exitCode = 1;
try {
  const pwa = preparePwa(repoRoot);
  const servers = await startServers(repoRoot, pwa);
  const shotsDir = path.join(pwa.cacheDir, 'last-run');
  rmSync(shotsDir, { recursive: true, force: true });
  mkdirSync(shotsDir, { recursive: true });

  const calls: ApiCall[] = [];
  const { results, journeyAt } = await walkJourneys(servers.pwaOrigin, servers.apiOrigin, shotsDir, calls);
  await stopServers();
  calls.push(...readSsrCalls(servers.ssrCallLog, servers.apiOrigin, journeyAt));

  const table = callTable(calls);
  console.log(`\n${consoleReport(results, table)}`);
  const reportFile = path.join(pwa.cacheDir, 'last-run.md');
  writeFileSync(reportFile, markdownReport(results, table, new Date()));
  const unexpected = calls.filter(isUnexpectedError).length;
  const failed = results.filter(result => !result.passed).length;
  console.log(
    `\n${results.length - failed}/${results.length} journeys passed, ${unexpected} unexpected error call(s); ` +
      `report ${reportFile}; ${((Date.now() - runStarted) / 1000).toFixed(0)} s in all`,
  );
  if (failed === 0 && unexpected === 0) {
    exitCode = 0;
    rmSync(servers.workDir, { recursive: true, force: true });
  } else {
    console.log(`Servers' logs and database kept in ${servers.workDir}; screenshots of failed journeys in ${shotsDir}`);
  }
} catch (error) {
  console.error(error);
} finally {
  await stopServers();
}
process.exit(exitCode);
