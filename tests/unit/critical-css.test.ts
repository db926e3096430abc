import { describe, expect, it } from 'vitest';
import { criticalRules } from '../../scripts/critical-css';

describe('criticalRules', () => {
  const css = `/* base */
:root { --a: 1; }
body { margin: 0; }
.header, .basket-lines { color: red; }
.basket-lines td { padding: 0; }
@media (max-width: 640px) { .header { color: blue; } .basket-lines { display: block; } }
@media print { .basket-lines { display: none; } }
@supports not selector(:has(*)) { @media (max-width: 991px) { .header .menu { display: none; } } }
#main:focus { outline: none; }
.header:hover:not(.open) { color: green; }`;
  const words = new Set(['header', 'menu', 'main']);

  it('keeps, in order, the rules whose selectors name only known classes and ids, and element rules', () => {
    expect(criticalRules(css, words).split('\n')).toEqual([
      ':root { --a: 1; }',
      'body { margin: 0; }',
      '.header, .basket-lines { color: red; }',
      '@media (max-width: 640px){.header { color: blue; }}',
      '@supports not selector(:has(*)){@media (max-width: 991px){.header .menu { display: none; }}}',
      '#main:focus { outline: none; }',
    ]);
  });

  it('drops a rule when one of its selectors names an unknown class, and empty groups', () => {
    const kept = criticalRules(css, words);
    expect(kept).not.toContain('padding: 0');
    expect(kept).not.toContain('@media print');
    expect(kept).not.toContain(':not(.open)');
  });
});
