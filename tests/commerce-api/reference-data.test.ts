import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApi, type TestApi, errorCode } from './support';

describe('reference data', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('lists countries with names in the request locale', async () => {
    const english = (await api.get('/countries')).json().data;
    expect(english).toEqual(expect.arrayContaining([{ id: 'DE', name: 'Germany' }, { id: 'US', name: 'United States' }]));
    for (const code of ['DE', 'US', 'AT', 'CH', 'GB', 'FR', 'NL']) {
      expect(english.map((country: { id: string }) => country.id)).toContain(code);
    }
    const german = (await api.get('/countries', { matrix: ';loc=de_DE' })).json().data;
    expect(german).toContainEqual({ id: 'AT', name: 'Österreich' });
  });

  it('lists the main divisions of a country', async () => {
    const states = (await api.get('/countries/US/main-divisions')).json().data;
    expect(states).toContainEqual({ id: 'NY', name: 'New York' });
    const länder = (await api.get('/countries/DE/main-divisions', { matrix: ';loc=de_DE' })).json().data;
    expect(länder).toHaveLength(16);
    expect(länder).toContainEqual({ id: 'BY', name: 'Bayern' });
    expect((await api.get('/countries/FR/main-divisions')).json().data).toEqual([]);
  });

  it('answers an unknown country with 404', async () => {
    const response = await api.get('/countries/XX/main-divisions');
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('country.not_found.error');
  });

  it('gives the channel configuration in the ICM shape', async () => {
    const body = (await api.get('/configurations', { headers: { accept: 'application/vnd.intershop.configuration.v1+json' } })).json();
    expect(body.data.basket).toMatchObject({ id: 'basket', maxItemQuantity: '100', acceleration: true });
    expect(body.data.general).toEqual({
      id: 'general',
      currencies: ['EUR', 'USD', 'PLN', 'RON'],
      customerTypeForLoginApproval: ['SMB'],
      defaultCurrency: 'EUR',
      defaultLocale: 'en_US',
      locales: ['en_US', 'de_DE', 'fr_FR', 'pl_PL', 'ro_RO'],
    });
    expect(body.data.preferences.ChannelPreferences).toMatchObject({ id: 'ChannelPreferences', maxSubCategoriesDepth: '2' });
  });

  it('looks up localizations by key prefix in the request locale', async () => {
    const body = (await api.get('/localizations?searchKeys=commerce.sorting.', { matrix: ';loc=de_DE' })).json();
    expect(body['commerce.sorting.name-asc']).toBe('Name (A bis Z)');
    expect(Object.keys(body).every(key => key.startsWith('commerce.sorting.'))).toBe(true);
  });

  it('gives a single localization as text', async () => {
    const response = await api.get('/localizations/commerce.filter.Brand.name', { matrix: ';loc=de_DE' });
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('Marke');
  });

  it('describes a promotion', async () => {
    const body = (await api.get('/promotions/PROMO-CAMERAS', { matrix: ';loc=de_DE' })).json();
    expect(body).toMatchObject({
      id: 'PROMO-CAMERAS',
      name: 'Kamera-Aktion',
      title: '10 % auf Kameras',
      couponCodeRequired: false,
      currency: 'EUR',
      disableMessages: false,
    });
    expect(errorCode(await api.get('/promotions/NOPE'))).toBe('promotion.not_found.error');
  });
});
