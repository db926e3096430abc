// A rendered document is one buffer (app/entry.server.tsx), so it is compressed in one call, with the encoding
// the client takes best, instead of through a compression stream: a stream sets up its encoder and passes
// every chunk through the thread pool for each answer, which cost more of a worker's CPU than the compressing.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type DocumentEncoding = 'br' | 'gzip' | 'identity';

/** The encodings the shop compresses documents with, best first: the first the client takes is used. */
export const DOCUMENT_ENCODINGS = ['br', 'gzip'] as const;

/** Below this a document goes as it is: compressing would save less than the headers say. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Brotli quality 3 and gzip level 3, not the usual 4 and 6: a product page's 42 KB take about a third of the
 * CPU for 5 to 8 % more bytes (docs/decisions/021).
 */
export function encodeDocument(body: Buffer, accepted: DocumentEncoding): { encoding: DocumentEncoding; bytes: Buffer } {
  if (body.length < MIN_COMPRESSED_BYTES || accepted === 'identity') return { encoding: 'identity', bytes: body };
  if (accepted === 'br') {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    return { encoding: 'br', bytes: brotliCompressSync(body, { params }) };
  }
  return { encoding: 'gzip', bytes: gzipSync(body, { level: 3 }) };
}
