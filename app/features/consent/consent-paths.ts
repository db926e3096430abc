// Where the cookie settings live and how a choice comes back to the page it was made on.

/** The form field naming the page to return to after saving. */
export const RETURN_FIELD = 'returnTo';

/** The /cookies address of a locale's page `href`, coming back to `returnTo` (the page's path and query). */
export function cookieSettingsPath(href: (path: string) => string, returnTo: string): string {
  return `${href('/cookies')}?${new URLSearchParams({ [RETURN_FIELD]: returnTo })}`;
}
