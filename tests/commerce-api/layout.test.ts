// The area layout of decision 007: the areas own their types, so imports point from the seed into
// the areas and from the catalogue into reference data, never back.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../commerce-api');

function importsBelow(folder: string): { file: string; target: string }[] {
  const files = readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' }).filter(file => file.endsWith('.ts'));
  return files.flatMap(file => {
    const path = join(ROOT, folder, file);
    return [...readFileSync(path, 'utf8').matchAll(/from '(\.[^']+)'/g)].map(match => ({
      file: relative(ROOT, path),
      target: relative(ROOT, resolve(dirname(path), match[1])),
    }));
  });
}

describe('commerce API layout', () => {
  it('keeps the seed out of the areas and of the shared HTTP code', () => {
    const offending = ['catalog', 'reference', 'http'].flatMap(importsBelow).filter(entry => entry.target.startsWith('seed'));
    expect(offending).toEqual([]);
  });

  it('keeps reference data independent of the catalogue', () => {
    expect(importsBelow('reference').filter(entry => entry.target.startsWith('catalog'))).toEqual([]);
  });
});
