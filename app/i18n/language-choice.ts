/** The language switch's query parameter: the chosen site's locale id (app/http/preferred-locale.server.ts). */
export const LANG_PARAMETER = 'lang';
