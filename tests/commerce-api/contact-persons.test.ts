// GET contactpersons: the demo's three contact persons in ICM's collection shape, fields without a
// value left out; the preview context (`;prectx=`) the storefront editor's calls carry is accepted on
// the CMS calls and answered as without (the bundled API has no preview); and the service page
// holds the contact persons component once, after its static page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApi, type TestApi } from './support';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('GET contactpersons', () => {
  it('lists the contact persons in order, with the fields they have', async () => {
    const response = await api.get('/contactpersons', { matrix: ';loc=en_US' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ type: 'ResourceCollection', name: 'contactpersons' });
    expect(body.elements.map((person: { id: string }) => person.id)).toEqual(['cp-sales', 'cp-service', 'cp-business']);
    expect(body.elements[0]).toEqual({
      id: 'cp-sales',
      email: 'sales@inspired-intronics.example',
      firstName: 'Patricia',
      lastName: 'Miller',
      phone: '+49 3641 50 1001',
      title: 'Dr.',
      homePage: 'https://www.intershop.com',
      company: 'inSPIRED inTRONICS',
      position: 'Head of Sales',
      type: 'ContactPerson',
    });
    expect(body.elements[1]).not.toHaveProperty('homePage');
    expect(body.elements[1]).not.toHaveProperty('photo');
  });
});

describe('preview context', () => {
  it('answers a CMS call with ;prectx= as the same call without', async () => {
    const plain = await api.get('/cms/pages/page.service.pagelet2-Page', { matrix: ';loc=en_US' });
    const preview = await api.get('/cms/pages/page.service.pagelet2-Page;prectx=abc-123', { matrix: ';loc=en_US' });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual(plain.json());
  });

  it('places the contact persons component on the service page, after its static page', async () => {
    const page = (await api.get('/cms/pages/page.service.pagelet2-Page', { matrix: ';loc=en_US' })).json();
    expect(page.pagelets.map((pagelet: { id: string }) => pagelet.id)).toEqual(['cmp_service_static', 'cmp_service_contact_persons']);
    expect(page.pagelets[1].definitionQualifiedName).toBe('app_sf_base_cm:component.common.contactPersons.pagelet2-Component');
  });
});
