import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import packageJson from './package.json' with { type: 'json' };
import { criticalCss } from './scripts/critical-css';

// React Router's package points every runtime at its development build (extra checks and warnings,
// measurably slower renders) and has no `production` export condition. So both builds import its
// production files directly, and the server build bundles React Router and its adapters instead of
// loading them from node_modules at run time, so that one production copy serves every request.
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

// The server build has two entries sharing one bundle: React Router's server build (index.js) and
// the Express app of server.ts (server.js), which scripts/start.ts and the server tests load.
const serverEntries = { index: 'virtual:react-router/server-build', server: fileURLToPath(new URL('./server.ts', import.meta.url)) };

/** Names each server entry after its key; React Router's plugin would name every entry index.js. */
function serverEntryFileNames(): Plugin {
  return {
    name: 'server-entry-file-names',
    apply: 'build',
    outputOptions(options) {
      if (!this.environment || this.environment.name !== 'ssr') return options;
      return { ...options, entryFileNames: '[name].js' };
    },
  };
}

/**
 * The server's chunks in ASCII: V8 keeps every module's source for as long as the process runs, and a source
 * with one character beyond Latin-1 (the translations' ł and ș, a comment's …) is held at two bytes a
 * character: the main chunk's 2.1 MB took 4.2 MB in each worker. esbuild prints strings, templates and
 * regular expressions in ASCII; the comments it keeps get escapes.
 */
function asciiServerChunks(): Plugin {
  return {
    name: 'ascii-server-chunks',
    apply: 'build',
    // After Vite's own esbuild pass over each chunk, which prints them in UTF-8.
    renderChunk: {
      order: 'post',
      async handler(code) {
        if (!this.environment || this.environment.name !== 'ssr') return null;
        const { code: ascii } = await transform(code, { loader: 'js', charset: 'ascii' });
        // What esbuild leaves beyond ASCII is in the comments it keeps: written as escapes there too.
        return { code: ascii.replace(/[^\0-\x7f]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`), map: null };
      },
    },
  };
}

// The browser's chunks. Rollup cuts a chunk for each set of routes sharing modules, so every feature
// that shares a helper with the root (the basket's form parts, the account pages' locale hooks…) split
// the code every page loads into more small files, each compressed on its own (the product page had
// grown to 17 files, most of a few hundred bytes, about 2 KB compressed in overhead). What every page
// loads is two chunks instead: the libraries with the client entry (they change with upgrades), and the
// root route with the app modules it imports (they change with the shop). The routes' own modules, and
// those only some routes share, stay where Rollup puts them.
const clientEntry = fileURLToPath(new URL('./app/entry.client.tsx', import.meta.url));
const rootRoute = fileURLToPath(new URL('./app/root.tsx', import.meta.url));

/** `start` and the modules it imports statically, directly or through others (dynamic imports load later). */
function staticImports(start: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const found = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** Per build (one getModuleInfo each): what the client entry and the root route import. */
const everyPage = new WeakMap<Rollup.GetModuleInfo, { entry: Set<string>; root: Set<string> }>();

const everyPageChunks: Rollup.GetManualChunk = (id, { getModuleInfo }) => {
  let imports = everyPage.get(getModuleInfo);
  if (!imports) {
    imports = { entry: staticImports(clientEntry, getModuleInfo), root: staticImports(rootRoute, getModuleInfo) };
    everyPage.set(getModuleInfo, imports);
  }
  // Packages and Vite's own helpers (\0 ids) are libraries.
  const library = id.includes('/node_modules/') || id.startsWith('\0');
  if (imports.entry.has(id) || (library && imports.root.has(id))) return 'entry.client';
  if (imports.root.has(id)) return 'root';
  return undefined;
};

const app = (file: string) => fileURLToPath(new URL(`./app/${file}`, import.meta.url));
// The first screen whose styles every page inlines: the root layout's, the home page's and the catalogue's.
const criticalStyles = { stylesheet: app('app.css'), appDirectory: app(''), entries: [app('root.tsx'), app('routes/home.tsx'), app('routes/catalog-slug.tsx')] };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), serverEntryFileNames(), asciiServerChunks(), criticalCss(criticalStyles)],
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
      { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
    ],
  },
  ssr: { noExternal: ['react-router', /^@react-router\//, 'remix-utils'] },
  build: { target: 'es2022', rollupOptions: isSsrBuild ? { input: serverEntries } : { output: { manualChunks: everyPageChunks } } },
  define: { __APP_VERSION__: JSON.stringify(packageJson.version ?? '0.0.0') },
}));
