// Runs the bundled commerce API on its own (`npm run commerce-api`; built, build/commerce-api/main.js, as
// compose.yaml's api service runs it): see server.ts. Stops gracefully on SIGTERM: open requests finish, the
// database closes.
import { join, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';

import { DEFAULT_CHANNEL } from './app';
import { startCommerceApi } from './server';

// This process only serves the API: a small heap at some CPU cost in it (decision 021, "The fifth round"). The
// database's preparation runs in a child process with the command line's flags.
setFlagsFromString('--optimize-for-size');
const app = await startCommerceApi({
  port: Number(process.env.COMMERCE_API_PORT ?? 4000),
  host: process.env.COMMERCE_API_HOST ?? '127.0.0.1',
  dbFile: resolve(process.cwd(), process.env.COMMERCE_API_DB ?? join(process.env.DATA_DIR ?? 'data', 'commerce.sqlite')),
  channel: process.env.ICM_CHANNEL ?? DEFAULT_CHANNEL,
  logLevel: (process.env.COMMERCE_API_LOG_LEVEL as 'warn' | undefined) ?? 'warn',
});

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      error => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}
