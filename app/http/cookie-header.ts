// Reading one cookie out of a request's Cookie header: the session, the consent record and the
// remembered language are each read this one way.

/** A Cookie header's value of one cookie (the first, as browsers send the most specific path first). */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}
