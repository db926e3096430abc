// The shop a measurement loads (`npm run bench`, `npm run lighthouse`, `npm run soak`): started as `npm start`
// runs it, on the ports given, with a fresh database (removed when the shop ends), the pages to load found
// through the shop itself, and the memory of its processes.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `npm start`'s script, run by a shell that execs the shop as the Dockerfile runs it: no npm process (some
 * 18 MB) waits beside the shop and counts in its memory (docs/decisions/010).
 */
const startScript = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;

export function startShop(port: number, env: Record<string, string>): ChildProcess {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  const shop = spawn(startScript, {
    shell: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), COMMERCE_API_PORT: String(port + 1), DATA_DIR: dataDir },
    detached: true,
  });
  shop.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return shop;
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

/** Proportional set size: the process's own pages plus its share of the pages it shares with others. */
function pssKb(pid: number): number {
  try {
    return Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0; // the process ended between ps and the read
  }
}

/** Every process of the shop's process group (the start script with the API, its workers) with its RSS and PSS. */
export function shopProcesses(shop: ChildProcess): { pid: number; rssKb: number; pssKb: number; command: string }[] {
  return execFileSync('ps', ['-eo', 'pid=,pgid=,rss=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && Number(match[2]) === shop.pid)
    .map((match) => ({ pid: Number(match[1]), rssKb: Number(match[3]), pssKb: pssKb(Number(match[1])), command: match[4] }));
}
