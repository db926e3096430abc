/** What mappers need to know about the server that answered, to make relative URLs absolute. */
export interface MappingContext {
  /** Origin of the ICM server, e.g. `https://icm.example.com` (no trailing slash). */
  icmServerUrl?: string;
}

/** `/INTERSHOP/static/...` becomes `{icmServerUrl}/INTERSHOP/static/...`; absolute and relative-to-app URLs stay. */
export function absoluteIcmUrl(url: string | undefined, context: MappingContext = {}): string | undefined {
  if (!url) return undefined;
  if (/^(https?|file|data):/.test(url) || !url.startsWith('/') || url.startsWith('//')) return url;
  return context.icmServerUrl ? `${context.icmServerUrl.replace(/\/$/, '')}${url}` : url;
}
