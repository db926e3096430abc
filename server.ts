// The storefront's HTTP server: compression, security headers (the document's CSP is set by
// app/entry.server.tsx, which knows its nonce), static assets, health, and the React Router handler.
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Server } from 'node:http';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { createRequestHandler } from '@react-router/express';
import { config } from './app/config.server';

export async function createStorefront(build: ServerBuild | (() => Promise<ServerBuild>)) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(compression());

  app.get('/healthz', (_request, response) => {
    response.json({ status: 'ok' });
  });

  app.use(
    helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.secureCookies,
    }),
  );

  // Hashed build assets never change; everything else in public/ may.
  app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
  app.use(express.static('build/client', { maxAge: '1h' }));

  if (config.usesBundledApi) {
    // Product images of the bundled API appear under the storefront's own origin, as a CDN would serve them.
    app.use(
      createProxyMiddleware({
        pathFilter: '/INTERSHOP/static',
        target: config.icmOrigin,
        changeOrigin: true,
      }),
    );
  }

  app.all(
    '/{*path}',
    createRequestHandler({
      build,
      getLoadContext: () => new RouterContextProvider(),
    }),
  );
  return app;
}

/** Starts listening and stops gracefully on SIGTERM/SIGINT: no new connections, open requests finish. */
export function listenGracefully(app: express.Express, port: number, onStop?: () => Promise<void>): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(port, () => resolve(server));
    server.keepAliveTimeout = 65_000;
    const stop = () => {
      server.close(async () => {
        await onStop?.();
        process.exit(0);
      });
      server.closeIdleConnections();
      setTimeout(() => process.exit(1), 10_000).unref();
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  });
}
