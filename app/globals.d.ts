/** The storefront's version from package.json, set by Vite at build time. */
declare const __APP_VERSION__: string;

/** The critical rules of app.css for the catalogue's first screen, minified (scripts/critical-css.ts, at build time). */
declare module 'virtual:critical-css' {
  const css: string;
  export default css;
}
