// PREVIEW_EDITOR_ORIGIN: the origin of the storefront editor that may frame the shop and send it a
// preview context (docs/decisions/033). Unset: no preview bridge, the shop is framed by itself only.

/** The editor's origin, validated: https, or http on a loopback host (a local editor, tests). */
export function parsePreviewEditorOrigin(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error('PREVIEW_EDITOR_ORIGIN must be an https origin');
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) throw new Error('PREVIEW_EDITOR_ORIGIN must be an https origin (http only on loopback)');
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) throw new Error('PREVIEW_EDITOR_ORIGIN must be an origin, without path, query or credentials');
  return url.origin;
}
