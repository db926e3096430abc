// The storefront's layout (README "Layout", ../shared/ARCHITECTURE.md): components/ is presentational and
// imports nothing from features/; what every request shares lives in http/, and the top of app/ holds only
// the framework's entry files. The commerce API's layout has its own test (tests/commerce-api/layout.test.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const APP = resolve(dirname(fileURLToPath(import.meta.url)), '../../app');

/** Every import of the TypeScript files below `folder` (static, side-effect and dynamic), as a path relative to app/. */
function importsBelow(folder: string): { file: string; target: string }[] {
  const files = readdirSync(join(APP, folder), { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  return files.flatMap((file) => {
    const path = join(APP, folder, file);
    const specifiers = [...readFileSync(path, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]);
    return specifiers
      .filter((specifier) => specifier.startsWith('~/') || specifier.startsWith('.'))
      .map((specifier) => ({
        file: relative(APP, path),
        target: specifier.startsWith('~/') ? specifier.slice(2) : relative(APP, resolve(dirname(path), specifier)),
      }));
  });
}

/**
 * The modules every request goes through: configuration and feature toggles, the session and its cookie,
 * the shop context, the public origin, headers, nonce and cache policy, cross-site posts, route guards,
 * the commerce boundary, kept pages and the backend's health.
 */
const REQUEST_WIDE = [
  'backend-health.server.ts',
  'cache-policy.ts',
  'client-address.ts',
  'commerce-boundary.server.ts',
  'config.server.ts',
  'cross-site-posts.server.ts',
  'degradation.ts',
  'encrypted-cookie.server.ts',
  'features.ts',
  'nonce.tsx',
  'page-cache.server.ts',
  'page-path.ts',
  'public-origin.server.ts',
  'route-guards.server.ts',
  'route-headers.ts',
  'security-headers.server.ts',
  'session.server.ts',
  'shop-context.server.ts',
];

/** What may sit at the top of app/ besides the folders: React Router's entry files, the root data hook, global types and styles. */
const TOP_LEVEL_FILES = ['app.css', 'entry.client.tsx', 'entry.server.tsx', 'globals.d.ts', 'root-data.ts', 'root.tsx', 'routes.ts'];

describe('storefront layout', () => {
  it('keeps components presentational: nothing in app/components imports from app/features', () => {
    const offending = importsBelow('components').filter((entry) => entry.target === 'features' || entry.target.startsWith('features/'));
    expect(offending).toEqual([]);
  });

  it('keeps the request-wide modules in app/http', () => {
    const elsewhere = readdirSync(APP, { recursive: true, encoding: 'utf8' }).filter(
      (file) => REQUEST_WIDE.some((name) => file.endsWith(`/${name}`) || file === name) && !file.startsWith('http/'),
    );
    expect({ missing: REQUEST_WIDE.filter((name) => !existsSync(join(APP, 'http', name))), elsewhere }).toEqual({ missing: [], elsewhere: [] });
  });

  it('keeps no loose modules at the top of app/', () => {
    const files = readdirSync(APP, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
    expect(files.filter((name) => !TOP_LEVEL_FILES.includes(name))).toEqual([]);
  });
});
