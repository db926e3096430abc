// The spec's slug rule for catalogue URLs (shopping-core §2).

const umlauts: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue' };

/**
 * Spaces and & ( ) = % become hyphens, repeated hyphens collapse, trailing hyphens are dropped,
 * the text is lowercased; umlauts are transliterated and anything outside a-z, 0-9, hyphen,
 * underscore and dot is removed (the rule's optional steps, which we always apply).
 */
export function slugify(text: string): string {
  return text
    .replace(/[äöüßÄÖÜ]/g, (char) => umlauts[char])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s&()=%/]+/g, '-')
    .toLowerCase()
    .replace(/[^a-z0-9\-_.]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
