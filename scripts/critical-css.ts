// The critical CSS of the catalogue's first screen, computed at build time (a Vite plugin): the rules of the
// stylesheet that can apply to what the root layout, the home page and the catalogue pages (category,
// product) render, inlined in every page's head (app/http/critical-style.server.ts), so that the first
// paint waits for no stylesheet. A rule is critical when one of its selectors names only classes and ids
// that occur as words in those routes' modules or the modules they import (app/…, found by following their
// imports); rules of element selectors alone always are. The rules keep their order, and the full stylesheet
// follows them once loaded, so the page looks the same with and without it wherever the critical rules reach.
import { transform } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const CRITICAL_CSS_MODULE = 'virtual:critical-css';
const RESOLVED_ID = `\0${CRITICAL_CSS_MODULE}`;
const IMPORT = /(?:import|export)\s[^'"]*?from\s*'([^']+)'|import\s*'([^']+)'/g;

/** The module files an entry imports statically, itself included (modules of the app only, `~/` or relative). */
function appModules(entry: string, appDirectory: string): Set<string> {
  const found = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    for (const [, from, bare] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = from ?? bare;
      const base = specifier.startsWith('~/') ? path.join(appDirectory, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : undefined;
      const resolved = base && [base, `${base}.ts`, `${base}.tsx`].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
      if (resolved) pending.push(resolved);
    }
  }
  return found;
}

/** The index after the block that opens at `open` (a `{`). */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index++) {
    if (css[index] === '{') depth++;
    else if (css[index] === '}' && --depth === 0) return index + 1;
  }
  return css.length;
}

/** Whether a selector list has a selector whose classes and ids are all among the words. */
function selectsKnown(selectors: string, words: Set<string>): boolean {
  return selectors.split(',').some((selector) => [...selector.matchAll(/[.#](-?[_a-zA-Z][\w-]*)/g)].every(([, name]) => words.has(name)));
}

/** The rules of the stylesheet (comments removed) whose selectors name only the words; grouping at-rules keep their critical rules. */
export function criticalRules(css: string, words: Set<string>): string {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const kept: string[] = [];
  let index = 0;
  while (index < source.length) {
    const open = source.indexOf('{', index);
    const semicolon = source.indexOf(';', index);
    if (open < 0) break;
    const prelude = source.slice(index, open).trim();
    if (prelude.startsWith('@') && semicolon >= 0 && semicolon < open) {
      // A statement at-rule (@import, @charset): kept as it is.
      kept.push(source.slice(index, semicolon + 1).trim());
      index = semicolon + 1;
      continue;
    }
    const end = blockEnd(source, open);
    if (/^@(media|supports|container|layer)\b/.test(prelude)) {
      const inner = criticalRules(source.slice(open + 1, end - 1), words);
      if (inner) kept.push(`${prelude}{${inner}}`);
    } else if (prelude.startsWith('@') || selectsKnown(prelude, words)) {
      kept.push(source.slice(index, end).trim());
    }
    index = end;
  }
  return kept.join('\n');
}

/**
 * `import criticalCss from 'virtual:critical-css'`: the critical rules of `stylesheet` for the modules
 * that `entries` import, minified.
 */
export function criticalCss({ stylesheet, entries, appDirectory }: { stylesheet: string; entries: string[]; appDirectory: string }): Plugin {
  return {
    name: 'critical-css',
    resolveId: (id) => (id === CRITICAL_CSS_MODULE ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const modules = new Set(entries.flatMap((entry) => [...appModules(entry, appDirectory)]));
      const words = new Set<string>();
      for (const file of modules) {
        this.addWatchFile(file);
        for (const [word] of readFileSync(file, 'utf8').matchAll(/[\w-]+/g)) words.add(word);
      }
      this.addWatchFile(stylesheet);
      const { code } = await transform(criticalRules(readFileSync(stylesheet, 'utf8'), words), { loader: 'css', minify: true });
      return `export default ${JSON.stringify(code.trim())};`;
    },
  };
}
