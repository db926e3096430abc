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
 * Brotli quality 2 and gzip level 1 (nginx's default), not the usual 4 and 6: a product page's 42 KB take
 * 0.2 ms instead of 0.5 to 0.6 ms of a worker's CPU, for 0.7 to 1.3 KB more (docs/decisions/021).
 */
export function encodeAnswer(body: Buffer, accepted: AnswerEncoding): { encoding: AnswerEncoding; bytes: Buffer } {
  if (body.length < MIN_COMPRESSED_BYTES || accepted === 'identity') return { encoding: 'identity', bytes: body };
  if (accepted === 'br') {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    return { encoding: 'br', bytes: brotliCompressSync(body, { params }) };
  }
  return { encoding: 'gzip', bytes: gzipSync(body, { level: 1 }) };
}
