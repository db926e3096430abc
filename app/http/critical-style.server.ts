// The critical CSS every page inlines in its head (computed at build time by scripts/critical-css.ts), and
// its Content-Security-Policy source: the policy allows the style by its hash, computed once at start, so
// that the same style is allowed in every answer, kept pages included (app/http/page-cache.server.ts).
import { createHash } from 'node:crypto';
import criticalCss from 'virtual:critical-css';

export { criticalCss };

/** The `style-src` source expression that allows an inline style by its hash. */
export const styleSource = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/** The `style-src` source expression that allows the critical style. */
export const criticalStyleSource = styleSource(criticalCss);
