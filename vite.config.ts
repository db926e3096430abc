import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import packageJson from './package.json' with { type: 'json' };

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), serverEntryFileNames()],
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
      { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
    ],
  },
  ssr: { noExternal: ['react-router', /^@react-router\//, 'remix-utils'] },
  build: { target: 'es2022', rollupOptions: isSsrBuild ? { input: serverEntries } : undefined },
  define: { __APP_VERSION__: JSON.stringify(packageJson.version ?? '0.0.0') },
}));
