// /healthz's look at the commerce backend: the shop is up only when its backend answers. Monitors and
// load balancers ask often, so the look is cheap: one probe at a time with a short timeout, its answer
// kept for a second. The bundled API has a health route (/healthz on its origin); ICM has none, so the
// probe asks a real ICM for `configurations` (small, cached by ICM, open to anonymous callers, loaded
// by every storefront at start). Any answer below 500 means the backend is there: an ICM without that
// resource answers 404 in its own format, which is an answer all the same.
import { loopbackFetch } from '~/commerce/loopback-fetch.server';
import { config } from '~/http/config.server';

export type BackendHealth = 'ok' | 'unavailable';

export interface BackendProbeOptions {
  timeoutMs?: number;
  /** How long an answer is given again without asking. */
  keepMs?: number;
  now?: () => number;
}

/** Where the probe asks: the bundled API's health route, or a real ICM's configurations. */
export function backendHealthUrl(): string {
  return config.usesBundledApi ? `${config.icmOrigin}/healthz` : `${config.icmBaseUrl}/configurations`;
}

export function createBackendProbe(url: string, { timeoutMs = 1_500, keepMs = 1_000, now = Date.now }: BackendProbeOptions = {}) {
  let last: { at: number; health: Promise<BackendHealth> } | undefined;
  return function backendHealth(): Promise<BackendHealth> {
    if (last && now() - last.at < keepMs) return last.health;
    const signal = AbortSignal.timeout(timeoutMs);
    // The bundled API is asked as the pages ask it (Node's HTTP client, no fetch loaded for the probe).
    const status =
      config.usesBundledApi && url.startsWith('http:')
        ? loopbackFetch(url, { method: 'GET', headers: {}, signal }).then((answer) => answer.status)
        : fetch(url, { signal }).then(async (response) => {
            await response.body?.cancel();
            return response.status;
          });
    const health = status.then(
      (code): BackendHealth => (code < 500 ? 'ok' : 'unavailable'),
      (): BackendHealth => 'unavailable',
    );
    last = { at: now(), health };
    return health;
  };
}

let shopProbe: (() => Promise<BackendHealth>) | undefined;

/** The pages' own probe (the maintenance page asks it whether its general error is set), made on first use. */
export function backendHealth(): Promise<BackendHealth> {
  shopProbe ??= createBackendProbe(backendHealthUrl());
  return shopProbe();
}
