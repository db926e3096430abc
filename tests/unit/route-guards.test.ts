// The route guards of app/http/route-guards.server.ts (business-and-integration §2.3, docs/decisions/017),
// run as React Router runs them for a page request: the root's translator and shop context middleware,
// then the route's `guardedBy(handle.guard)`, then the page. The session is a real encrypted session cookie.
import { RouterContextProvider, type MiddlewareFunction } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

// The shop also answers as shop.example.com (ALLOWED_HOSTS), read when the configuration is first imported.
vi.hoisted(() => {
  process.env.ALLOWED_HOSTS = 'shop.example.com';
  delete process.env.FEATURES;
});

import { config } from '~/http/config.server';
import { DEFAULT_FEATURES, FEATURE_TOGGLES, parseFeatures } from '~/http/features';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { sessionStorage, type SessionUser } from '~/http/session.server';
import { shopContextMiddleware } from '~/http/shop-context.server';
import { translatorMiddleware } from '~/i18n/middleware.server';

const SHOP = 'http://127.0.0.1:3000';

/** A session cookie of a logged-in Oil Corp user holding these permissions (and roles). */
async function loggedInAs(permissionIds: string[], roleIds: string[] = []): Promise<string> {
  const session = await sessionStorage.getSession();
  const user: SessionUser = { customerNo: 'OilCorp', businessCustomer: true, login: 'jlink@test.intershop.de', permissionIds, roleIds };
  session.set('apiToken', 'user-token');
  session.set('tokenType', 'user');
  session.set('tokenTimes', { refreshAt: Date.now() + 3_600_000, expiresAt: Date.now() + 7_200_000 });
  session.set('user', user);
  return (await sessionStorage.commitSession(session)).split(';')[0];
}

/** The answer to a request for a page guarded by `guard`: the page ('page', 200) or where the guard sends the shopper. */
async function answer(guard: RouteGuard, path: string, init: RequestInit = {}): Promise<Response> {
  const request = new Request(`${SHOP}${path}`, init);
  const context = new RouterContextProvider();
  const args = { request, context, params: {} } as unknown as Parameters<MiddlewareFunction<Response>>[0];
  const page = async () => new Response('page');
  await translatorMiddleware(args, page);
  try {
    // Each middleware answers with what the rest of the chain answered (a guard that returned nothing:
    // React Router would call the page itself); the shop context adds its cookie and headers.
    return (await shopContextMiddleware(args, async () => (await guardedBy(guard)(args, page)) ?? page())) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const location = (response: Response) => response.headers.get('Location');

describe('role guard', () => {
  const guard = { role: 'APP_B2B_ACCOUNT_OWNER' } satisfies RouteGuard;
  const costCenterOwner = () => loggedInAs(['APP_B2B_VIEW_COSTCENTER', 'APP_B2B_MANAGE_COSTCENTER'], ['APP_B2B_BUYER', 'APP_B2B_COSTCENTER_OWNER']);

  it('sends a user without the role to the error page naming it, whatever permissions they hold', async () => {
    const response = await answer(guard, '/account/organization/cost-centers/create', { headers: { Cookie: await costCenterOwner() } });
    expect(response.status).toBe(303);
    expect(location(response)).toBe('/error?error=missing-permission&permission=APP_B2B_ACCOUNT_OWNER');
  });

  it('lets a user holding the role through', async () => {
    const response = await answer(guard, '/account/organization/cost-centers/create', {
      headers: { Cookie: await loggedInAs(['APP_B2B_MANAGE_COSTCENTER'], ['APP_B2B_ACCOUNT_OWNER']) },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('page');
  });

  it('lets a user through who holds any one of a list of roles, and names them all to one who holds none', async () => {
    const either = { role: ['APP_B2B_ACCOUNT_OWNER', 'APP_B2B_APPROVER'] } satisfies RouteGuard;
    const holder = await answer(either, '/account', { headers: { Cookie: await loggedInAs([], ['APP_B2B_APPROVER']) } });
    const other = await answer(either, '/account', { headers: { Cookie: await costCenterOwner() } });
    expect(holder.status).toBe(200);
    expect(location(other)).toBe('/error?error=missing-permission&permission=APP_B2B_ACCOUNT_OWNER%2CAPP_B2B_APPROVER');
  });

  it('sends an anonymous shopper to the login page', async () => {
    const response = await answer(guard, '/account/organization/cost-centers/create');
    expect(response.status).toBe(303);
    expect(location(response)).toBe('/login?returnUrl=%2Faccount%2Forganization%2Fcost-centers%2Fcreate');
  });
});

describe('permission guard', () => {
  const guard = { permission: 'APP_B2B_MANAGE_USERS' } satisfies RouteGuard;

  it('sends a logged-in user without the permission to the error page naming it', async () => {
    const response = await answer(guard, '/account/organization/users', { headers: { Cookie: await loggedInAs(['APP_B2B_PURCHASE']) } });
    expect(response.status).toBe(303);
    expect(location(response)).toBe('/error?error=missing-permission&permission=APP_B2B_MANAGE_USERS');
  });

  it('keeps the page language on the way to the error page', async () => {
    const response = await answer(guard, '/de/account/organization/users', { headers: { Cookie: await loggedInAs([]) } });
    expect(location(response)).toBe('/de/error?error=missing-permission&permission=APP_B2B_MANAGE_USERS');
  });

  it('lets a user holding the permission through', async () => {
    const response = await answer(guard, '/account/organization/users', { headers: { Cookie: await loggedInAs(['APP_B2B_MANAGE_USERS']) } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('page');
  });

  it('lets a user through who holds any one of a list of permissions, and names them all to one who holds none', async () => {
    const either = { permission: ['APP_B2B_MANAGE_COSTCENTER', 'APP_B2B_VIEW_COSTCENTER'] } satisfies RouteGuard;
    const holder = await answer(either, '/account/organization/cost-centers', { headers: { Cookie: await loggedInAs(['APP_B2B_VIEW_COSTCENTER']) } });
    const other = await answer(either, '/account/organization/cost-centers', { headers: { Cookie: await loggedInAs(['APP_B2B_PURCHASE']) } });
    expect(holder.status).toBe(200);
    expect(location(other)).toBe('/error?error=missing-permission&permission=APP_B2B_MANAGE_COSTCENTER%2CAPP_B2B_VIEW_COSTCENTER');
  });

  it('sends an anonymous shopper to the login page, which returns to the page', async () => {
    const response = await answer(guard, '/account/organization/users');
    expect(response.status).toBe(303);
    expect(location(response)).toBe('/login?returnUrl=%2Faccount%2Forganization%2Fusers');
  });

  it('guards posts as well as page views', async () => {
    const response = await answer(guard, '/account/organization/users', {
      method: 'POST',
      headers: { Cookie: await loggedInAs([]), Origin: SHOP, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(location(response)).toBe('/error?error=missing-permission&permission=APP_B2B_MANAGE_USERS');
  });
});

describe('feature guard', () => {
  const on = FEATURE_TOGGLES.find((toggle) => config.features.has(toggle))!;
  const off = FEATURE_TOGGLES.find((toggle) => !config.features.has(toggle))!;

  it('sends the shopper to the feature-deactivated error page while the toggle is off', async () => {
    const response = await answer({ feature: off }, '/some-page');
    expect(response.status).toBe(303);
    expect(location(response)).toBe(`/error?error=feature-deactivated&feature=${off}`);
  });

  it('answers a logged-in user with the deactivated feature before asking for a permission', async () => {
    const response = await answer({ feature: off, permission: 'APP_B2B_MANAGE_USERS' }, '/de/some-page', { headers: { Cookie: await loggedInAs([]) } });
    expect(location(response)).toBe(`/de/error?error=feature-deactivated&feature=${off}`);
  });

  it('lets the shopper through while the toggle is on', async () => {
    const response = await answer({ feature: on }, '/some-page');
    expect(response.status).toBe(200);
  });
});

describe('FEATURES', () => {
  it('turns the defaults on when unset', () => {
    expect([...parseFeatures(undefined)]).toEqual(DEFAULT_FEATURES);
    expect([...config.features]).toEqual(DEFAULT_FEATURES);
  });

  it('leaves the features that need an outside service off by default', () => {
    for (const toggle of ['copilot', 'scandit', 'tacton', 'trustbadge', 'tracking', 'extraConfiguration', 'documents'] as const) {
      expect(DEFAULT_FEATURES).not.toContain(toggle);
    }
  });

  it('turns on exactly the toggles it names, ignoring unknown names and spaces', () => {
    expect([...parseFeatures(' costCenters , quoting,bogus')]).toEqual(['costCenters', 'quoting']);
  });

  it('turns every toggle off when empty', () => {
    expect(parseFeatures('').size).toBe(0);
  });
});

describe('prior-navigation guard', () => {
  const guard = { login: true, afterNavigation: true } satisfies RouteGuard;
  const create = '/account/organization/users/create';

  async function get(path: string, headers: Record<string, string> = {}) {
    return answer(guard, path, { headers: { Cookie: await loggedInAs([]), ...headers } });
  }

  it('sends a page opened directly (no Sec-Fetch-Site, no Referer) to its parent path', async () => {
    const response = await get(create);
    expect(response.status).toBe(303);
    expect(location(response)).toBe('/account/organization/users');
  });

  it('sends a page opened from the address bar or a bookmark (Sec-Fetch-Site: none) to its parent path', async () => {
    expect(location(await get(create, { 'Sec-Fetch-Site': 'none' }))).toBe('/account/organization/users');
  });

  it('sends a page another site linked to (Sec-Fetch-Site: cross-site) to its parent path', async () => {
    expect(location(await get(create, { 'Sec-Fetch-Site': 'cross-site', Referer: 'https://elsewhere.example/' }))).toBe('/account/organization/users');
  });

  it('lets a page opened from one of the shop’s pages through (Sec-Fetch-Site: same-origin)', async () => {
    const response = await get(create, { 'Sec-Fetch-Site': 'same-origin' });
    expect(response.status).toBe(200);
  });

  it('believes Sec-Fetch-Site over the Referer', async () => {
    expect(location(await get(create, { 'Sec-Fetch-Site': 'none', Referer: `${SHOP}/account/organization/users` }))).toBe('/account/organization/users');
  });

  it('lets a page through whose Referer is a page of the shop when the browser sends no Sec-Fetch-Site', async () => {
    expect((await get(create, { Referer: `${SHOP}/account/organization/users` })).status).toBe(200);
  });

  it('counts a Referer on one of the shop’s other hosts (ALLOWED_HOSTS, PUBLIC_URL) as the shop’s', async () => {
    expect((await get(create, { Referer: 'https://shop.example.com/account/organization/users' })).status).toBe(200);
  });

  it('sends a page whose Referer is another site, or no URL at all, to its parent path', async () => {
    expect(location(await get(create, { Referer: 'https://elsewhere.example/account/organization/users' }))).toBe('/account/organization/users');
    expect(location(await get(create, { Referer: 'not a url' }))).toBe('/account/organization/users');
  });

  it('keeps the language and drops a trailing slash, the query and React Router’s data suffix from the parent path', async () => {
    expect(location(await get('/de/account/organization/users/create/'))).toBe('/de/account/organization/users');
    expect(location(await get(`${create}?copy=1`))).toBe('/account/organization/users');
    expect(location(await get('/account/organization/users/create.data?_routes=routes%2Faccount'))).toBe('/account/organization/users');
  });

  it('answers a direct HEAD as it answers a direct GET', async () => {
    const response = await answer(guard, create, { method: 'HEAD', headers: { Cookie: await loggedInAs([]) } });
    expect(location(response)).toBe('/account/organization/users');
  });

  it('never redirects a post, even without Sec-Fetch-Site or Referer', async () => {
    const response = await answer(guard, create, { method: 'POST', headers: { Cookie: await loggedInAs([]), Origin: SHOP } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('page');
  });
});
