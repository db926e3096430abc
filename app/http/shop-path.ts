// Whether editor or backend input names a path on the shop's own origin. Browsers read `\` as `/` and
// drop tabs and line breaks anywhere in an address, so `/\evil.example/x` and `/<tab>/evil.example/x`
// are other hosts however they start: a shop path starts with one `/` and has neither. Nor white space:
// a file's path has it percent-encoded, and in a `srcset` a space would start a further candidate.

/** A root-relative path on the shop's origin (`/logo.svg`), never a protocol-relative or smuggled host. */
export function isShopPath(url: string): boolean {
  return /^\/(?![/\\])[^\\\s\u0000-\u001f\u007f]*$/.test(url);
}
