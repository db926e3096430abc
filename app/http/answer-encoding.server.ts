// The shop's answers are complete buffers (documents are rendered whole, app/entry.server.tsx; loaders await
// all they return), so each is compressed in one call with the encoding the client takes best, instead of
// through a compression stream, which sets up its encoder and passes every chunk through the thread pool
// for each answer: that cost a worker more CPU than the compressing. Browser assets are compressed at build
// (scripts/precompress.ts).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** The encodings the shop compresses with, best first: the first the client takes is used. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;

/** Below this an answer goes as it is: compressing would save less than the headers say. */
const MIN_COMPRESSED_BYTES = 1024;

/** Text, and the structured formats that are text: HTML, React Router's data (text/x-script), JSON, XML, CSV. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|javascript|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i;

export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE.test(contentType);
}

/**
 * Brotli quality 3 and gzip level 3, not the usual 4 and 6: a product page's 42 KB take about a third of the
 * CPU for 5 to 8 % more bytes (docs/decisions/021).
 */
export function encodeAnswer(body: Buffer, accepted: AnswerEncoding): { encoding: AnswerEncoding; bytes: Buffer } {
  if (body.length < MIN_COMPRESSED_BYTES || accepted === 'identity') return { encoding: 'identity', bytes: body };
  if (accepted === 'br') {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    return { encoding: 'br', bytes: brotliCompressSync(body, { params }) };
  }
  return { encoding: 'gzip', bytes: gzipSync(body, { level: 3 }) };
}
