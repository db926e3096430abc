// Test support: a browser without JavaScript, as far as the server can tell: a cookie jar over fetch,
// forms posted as application/x-www-form-urlencoded from the shop's own origin, redirects not followed.
import { basketItemCount } from './html';

export function shopper(origin: string) {
  let cookie = '';
  async function send(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('Cookie', cookie);
    const response = await fetch(origin + path, { ...init, headers, redirect: 'manual' });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0];
    return response;
  }
  return {
    get: (path: string, headers: Record<string, string> = {}) => send(path, { headers }),
    post: (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      send(path, { method: 'POST', body: new URLSearchParams(fields), headers }),
    async text(path: string) {
      return (await send(path)).text();
    },
    /** The session cookie as it stands (to replay it later, as a thief would). */
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
  };
}

export type Shopper = ReturnType<typeof shopper>;

/** The number of items the header's basket link names, as the shopper sees it on the basket page. */
export async function itemCount(customer: Shopper): Promise<number | undefined> {
  return basketItemCount(await customer.text('/basket'));
}
