// The shop a measurement loads (`npm run bench`, `npm run lighthouse`): started as `npm start` runs it, on the
// ports given, with a fresh database, and the pages to load found through the shop itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `npm start`'s script, run by a shell that execs the shop as the Dockerfile runs it: no npm process (some
 * 18 MB) waits beside the shop and counts in its memory (docs/decisions/010).
 */
const startScript = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;

export function startShop(port: number, env: Record<string, string>): ChildProcess {
  return spawn(startScript, {
    shell: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), COMMERCE_API_PORT: String(port + 1), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-bench-')) },
    detached: true,
  });
}

export async function waitForShop(origin: string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The shop did not start');
}

/** A category listing and a product page found through the shop itself, so the bench follows the data. */
export async function discoverPages(origin: string) {
  const home = await (await fetch(`${origin}/home`)).text();
  const category = /href="(\/[^"]*-ctg[^"]+)"/.exec(home)?.[1];
  const listing = category ? await (await fetch(origin + category)).text() : '';
  const product = /href="(\/[^"]*prd[^"]+)"/.exec(listing)?.[1] ?? /href="(\/[^"]*prd[^"]+)"/.exec(home)?.[1];
  if (!category || !product) throw new Error('Could not find a category and a product page to load');
  return { home: '/home', category, product, search: '/search?searchTerm=camera' };
}
