// `npm run build`: the production build, all of it JavaScript that plain `node` runs.
//   build/client/          browser assets (React Router's client build), each with its .br and .gz (precompress.ts)
//   build/server/index.js  React Router's server build; server.js beside it is the Express app (server.ts)
//   build/start.js         the process manager `npm start` runs (scripts/start.ts)
//   build/commerce-api/    the bundled commerce API: server.js, the module build/start.js loads (commerce-api/server.ts and
//                          all it imports), main.js, the API as a process of its own (commerce-api/main.ts), and
//                          prepare.js, the process server.js prepares the database in, sharing their code in chunk
//                          files beside them
// The last step writes build/.complete, which scripts/ensure-build.mjs compares with the sources.
import { build, type Plugin } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompressAssets } from './precompress';

// A production build whoever calls it: vite would otherwise take NODE_ENV from the caller (vitest sets
// `test`) and bundle React's development build for the browser.
process.env.NODE_ENV = 'production';
const completeMarker = 'build/.complete';
rmSync(completeMarker, { force: true });

const reactRouter = spawnSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], { stdio: 'inherit' });
if (reactRouter.status !== 0) process.exit(reactRouter.status ?? 1);
precompressAssets('build/client');

/**
 * Files a module finds beside itself (`new URL('./migrations/', import.meta.url)`) travel with the
 * bundle: they are copied next to the output file, where that URL points once bundled.
 */
function copyFilesBesideModules(outputDirectory: string): Plugin {
  return {
    name: 'copy-files-beside-modules',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        for (const [, relative] of source.matchAll(/new URL\(\s*'(\.\/[^']+)',\s*import\.meta\.url\s*\)/g)) {
          cpSync(path.join(path.dirname(args.path), relative), path.join(outputDirectory, relative), { recursive: true });
        }
        return undefined;
      });
    },
  };
}

const common = { bundle: true, platform: 'node', format: 'esm', target: 'node24', packages: 'external', logLevel: 'warning' } as const;
await build({ ...common, entryPoints: ['scripts/start.ts'], outfile: 'build/start.js' });
await build({
  ...common,
  entryPoints: ['commerce-api/server.ts', 'commerce-api/main.ts', 'commerce-api/prepare.ts'],
  outdir: 'build/commerce-api',
  // Chunks beside the entries, where files copied beside modules are found from any of them.
  splitting: true,
  chunkNames: '[name]-[hash]',
  plugins: [copyFilesBesideModules('build/commerce-api')],
});

writeFileSync(completeMarker, `${new Date().toISOString()}\n`);
