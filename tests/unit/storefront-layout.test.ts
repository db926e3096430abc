// The storefront's layout (README "Layout", ../shared/ARCHITECTURE.md): components/ is presentational and
// imports nothing from features/. The commerce API's layout has its own test (tests/commerce-api/layout.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
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

describe('storefront layout', () => {
  it('keeps components presentational: nothing in app/components imports from app/features', () => {
    const offending = importsBelow('components').filter((entry) => entry.target === 'features' || entry.target.startsWith('features/'));
    expect(offending).toEqual([]);
  });
});
