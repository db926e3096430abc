// The browser assets compressed once, at build, as strongly as brotli and gzip go: build/client/x.js gets
// x.js.br and x.js.gz beside it, which server.ts sends to clients that take them (served-assets.ts). Pages
// are compressed per answer (app/http/document-encoding.server.ts); assets never change after the build.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The kinds of asset that compress; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE_ASSET = /\.(?:js|mjs|css|svg|json|txt|xml|map)$/;
/** Smaller files go as they are: compressing would save less than the headers say. */
const MIN_BYTES = 1024;

export function precompressAssets(directory: string): void {
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE_ASSET.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const brotliParams = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length };
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: brotliParams }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  }
}
