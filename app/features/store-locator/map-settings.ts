// The store finder's map (business-and-integration §2.7, §9): the tile server the shop configures
// (MAP_TILE_URL, a Leaflet URL template with {z}, {x}, {y} and maybe {s} and the provider's key;
// MAP_TILE_ATTRIBUTION, the provider's required credit) and the constants of §9. Without a tile URL
// there is no map, only the list. Safe on the client.

/** §9: initial zoom 2, minimum zoom 2, centred at 0/0. */
export const MAP_INITIAL_ZOOM = 2;
export const MAP_MIN_ZOOM = 2;
export const MAP_CENTRE: [number, number] = [0, 0];
/** How far the map zooms in on a single store or a highlighted one. */
export const MAP_STORE_ZOOM = 13;

export interface MapTiles {
  url: string;
  attribution: string;
}

/** The tiles of the configuration, or undefined: no URL, not http(s), or without {z}/{x}/{y}. */
export function parseMapTiles(url: string | undefined, attribution: string | undefined): MapTiles | undefined {
  const template = url?.trim();
  if (!template || !['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return undefined;
  if (!tileSource(template)) return undefined;
  return { url: template, attribution: attribution?.trim() ?? '' };
}

/**
 * The Content-Security-Policy source the tiles load from: the template's origin, with a `{s}`
 * subdomain as a wildcard (`https://*.tile.example.org`); undefined for a template that names none.
 */
export function tileSource(template: string): string | undefined {
  const sample = template.replace(/\{s\}/g, 'subdomain').replace(/\{[^}]*\}/g, '0');
  if (!URL.canParse(sample)) return undefined;
  const { protocol, host } = new URL(sample);
  if (protocol !== 'https:' && protocol !== 'http:') return undefined;
  return `${protocol}//${template.includes('{s}.') ? host.replace(/^subdomain\./, '*.') : host}`;
}
