// The preview context of the storefront editor (business-and-integration §4, Preview bridge): ICM's
// preview context id arrives as the page's `PreviewContextID` query parameter (the bridge reloads the
// page with it) and goes on to ICM's CMS calls as the `;prectx=` matrix parameter, as the PWA's
// interceptor sends it. Shared by the server and the bridge script, so both accept the same ids.

/** The query parameter that carries the id, named as the PWA names it. */
export const PREVIEW_CONTEXT_PARAMETER = 'PreviewContextID';

/** ICM's ids are short strings of letters, digits, `_` and `-`; anything else is no id. */
const PREVIEW_CONTEXT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The id when the value is one, else undefined. */
export function validPreviewContextId(value: unknown): string | undefined {
  return typeof value === 'string' && PREVIEW_CONTEXT_ID.test(value) ? value : undefined;
}

/** The preview context id a page address asks for, if it carries a valid one. */
export function previewContextIdOf(url: URL): string | undefined {
  return validPreviewContextId(url.searchParams.get(PREVIEW_CONTEXT_PARAMETER));
}
