// `npm run lighthouse`: starts the shop on free ports with a fresh database (as `npm run bench` does), runs
// Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G network, simulated) of the home page,
// a category listing and a product page in Debian's Chromium, and prints per page the four category scores
// (performance, accessibility, best practices, SEO) and FCP, LCP, TBT and CLS. Lighthouse is no dependency of
// the project: npx runs the pinned version below. Each page is audited LIGHTHOUSE_RUNS times (default 3) and
// the run with the median performance score is printed, as Lighthouse's authors advise on a machine whose
// load varies; LIGHTHOUSE_CHROMIUM names another browser than /usr/bin/chromium. Exits 1 when a page scores
// below 100 in any category.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { discoverPages, startShop, waitForShop } from './bench-shop';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromium = process.env.LIGHTHOUSE_CHROMIUM ?? '/usr/bin/chromium';
// Headless, and no connections of Chromium's own: this machine's network is closed to them.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metrics = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', TBT: 'total-blocking-time', CLS: 'cumulative-layout-shift' } as const;

interface Report {
  categories: Record<(typeof categories)[number], { score: number | null }>;
  audits: Record<string, { displayValue?: string; numericValue?: number }>;
}

/** One Lighthouse run of the page; its JSON report, which it also writes to outputPath. A failed run (Chromium can crash on a loaded machine) is tried once more. */
function audit(url: string, outputPath: string, attempt = 1): Report {
  const result = spawnSync(
    'npx',
    ['--yes', LIGHTHOUSE, url, '--quiet', `--only-categories=${categories.join(',')}`, '--output=json', `--output-path=${outputPath}`, `--chrome-flags=${chromeFlags}`],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromium } },
  );
  if (result.status === 0) return JSON.parse(readFileSync(outputPath, 'utf8')) as Report;
  if (attempt < 2) return audit(url, outputPath, attempt + 1);
  throw new Error(`Lighthouse failed on ${url} (exit code ${result.status})`);
}

const score = (report: Report, category: (typeof categories)[number]) => Math.round((report.categories[category].score ?? 0) * 100);

const port = 20_000 + Math.floor(Math.random() * 20_000);
const origin = `http://127.0.0.1:${port}`;
const shop = startShop(port, {});
const stopShop = () => {
  if (shop.pid) process.kill(-shop.pid, 'SIGTERM');
};
process.on('exit', stopShop);
await waitForShop(origin);
const { home, category, product } = await discoverPages(origin);
const outputDirectory = mkdtempSync(path.join(tmpdir(), 'shop-lighthouse-'));
console.log(`Lighthouse (${LIGHTHOUSE}, mobile) in ${chromium}, ${origin}, median of ${runs} runs per page; reports in ${outputDirectory}\n`);
console.log(`page       ${categories.map((name) => name.padStart(15)).join('')}${Object.keys(metrics).map((name) => name.padStart(8)).join('')}  path`);
let below100 = false;
for (const [name, pagePath] of Object.entries({ home, category, product })) {
  const reports = Array.from({ length: runs }, (_, run) => audit(origin + pagePath, path.join(outputDirectory, `${name}-${run}.json`)));
  const median = reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'))[Math.floor(runs / 2)];
  below100 ||= categories.some((category) => score(median, category) < 100);
  console.log(
    `${name.padEnd(10)} ${categories.map((category) => String(score(median, category)).padStart(15)).join('')}${Object.values(metrics)
      .map((id) => (median.audits[id].displayValue ?? '').replace(/\s/g, ' ').padStart(8))
      .join('')}  ${pagePath}`,
  );
}
process.exit(below100 ? 1 : 0);
