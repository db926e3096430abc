import { describe, expect, it } from 'vitest';
import { pagePath } from '~/http/page-path';

const at = (url: string) => pagePath(new Request(`http://shop.test${url}`));

describe('pagePath', () => {
  it('names the page of a data request without its suffix and route list', () => {
    expect(at('/account/addresses.data?_routes=routes%2Faccount-addresses')).toBe('/account/addresses');
  });

  it('keeps the query of the page', () => {
    expect(at('/de/account/orders.data?status=NEW&_routes=routes%2Faccount-orders')).toBe('/de/account/orders?status=NEW');
  });

  it('names the home path for the root data request', () => {
    expect(at('/_root.data')).toBe('/');
  });

  it('drops the index marker of a post to an index route', () => {
    expect(at('/account?index')).toBe('/account');
  });

  it('leaves a page address as it is', () => {
    expect(at('/nikon-coolpix-p1000-prd5530135?page=2')).toBe('/nikon-coolpix-p1000-prd5530135?page=2');
  });
});
