// Test support: a commerce client for a logged-in user whose fetch answers what a test says and records
// every call, so client tests run against recorded-style ICM answers without a server.
import { createCommerceClient } from '~/commerce/client.server';

const BASE = 'http://icm.test/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-';
export const PRIVATE = { customerNo: 'C-4711', isBusinessCustomer: false };
export const BUSINESS = { customerNo: 'OilCorp', isBusinessCustomer: true };

interface Sent {
  method: string;
  /** The path below the REST base, without matrix parameters. */
  path: string;
  body?: Record<string, unknown>;
}

type Answer = { status?: number; body?: unknown };

/** A client whose fetch answers `answer(sent)` and records every call. */
export function stubbed(answer: (sent: Sent) => Answer | Promise<Answer>) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const path = url.pathname.slice(new URL(BASE).pathname.length).replace(/;[^/]*/g, '').replace(/^\//, '');
    const call: Sent = { method: init?.method ?? 'GET', path, ...(typeof init?.body === 'string' ? { body: JSON.parse(init.body) } : {}) };
    sent.push(call);
    const { status = 200, body } = await answer(call);
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { commerce: createCommerceClient({ baseUrl: BASE, locale: 'en_US', currency: 'USD', token: 'user-token', fetch }), sent };
}
