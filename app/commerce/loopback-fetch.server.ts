// The backend's wire when it runs on this machine (the bundled API on loopback, decision 021, "The fifth
// round"): Node's own HTTP client over kept-alive connections, answering the few members of a fetch
// Response the transport reads. fetch (undici) builds Request, Response and Headers objects, validates
// every header and records resource timings for each call: about twice the CPU per call, and its code
// and garbage in every worker. A remote backend is still called with fetch (compression, TLS, proxies).
import { Agent, request } from 'node:http';

/** What the transport reads of an answer: fetch's Response satisfies it too. */
export interface BackendAnswer {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: Headers;
  text(): Promise<string>;
}

export interface BackendCallInit {
  method: string;
  headers: Record<string, string>;
  body?: string | URLSearchParams;
  signal: AbortSignal;
}

/** A call to the backend: `fetch`, or `loopbackFetch` for a backend on this machine. */
export type BackendFetch = (url: string, init: BackendCallInit) => Promise<BackendAnswer>;

const agent = new Agent({ keepAlive: true });

class LoopbackAnswer implements BackendAnswer {
  private parsedHeaders?: Headers;

  constructor(
    readonly status: number,
    private readonly rawHeaders: string[],
    private readonly body: string,
  ) {}

  get ok() {
    return this.status >= 200 && this.status < 300;
  }

  /** Made when asked for (errors, tokens): most answers are read for their body alone. */
  get headers(): Headers {
    if (!this.parsedHeaders) {
      this.parsedHeaders = new Headers();
      for (let index = 0; index < this.rawHeaders.length; index += 2) this.parsedHeaders.append(this.rawHeaders[index], this.rawHeaders[index + 1]);
    }
    return this.parsedHeaders;
  }

  text() {
    return Promise.resolve(this.body);
  }
}

/**
 * Calls an `http:` URL on this machine as fetch would for the transport: the same method, headers (with
 * fetch's content type for a text or form body) and body, given up when `signal` aborts; the answer's body
 * read whole as UTF-8 (a byte order mark dropped, as `Response.text()` does). The transport asks this backend
 * for uncompressed answers.
 */
export const loopbackFetch: BackendFetch = (url, { method, headers, body, signal }) =>
  new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : String(body);
    const sent: Record<string, string | number> = { ...headers };
    if (payload !== undefined) {
      if (!Object.keys(sent).some((name) => name.toLowerCase() === 'content-type')) {
        sent['content-type'] = body instanceof URLSearchParams ? 'application/x-www-form-urlencoded;charset=UTF-8' : 'text/plain;charset=UTF-8';
      }
      sent['content-length'] = Buffer.byteLength(payload);
    }
    const call = request(url, { method, headers: sent, agent, signal }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('close', () => {
        if (!answer.complete) reject(new Error('The backend closed the connection before its answer was complete'));
      });
      answer.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve(new LoopbackAnswer(answer.statusCode ?? 0, answer.rawHeaders, text.charCodeAt(0) === 0xfeff ? text.slice(1) : text));
      });
    });
    call.on('error', reject);
    call.end(payload);
  });
