// Payment texts per locale: parameter display names and constraint messages in the eligible payment
// methods and in the 422 causes of payment instrument creation, the methods' descriptions, and the
// migration that moves existing parameter texts into their own table.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listMigrations, migrate } from '../../commerce-api/db/migrate';
import { openDatabase } from '../../commerce-api/db/open-database';
import { basketWithCameras } from './basket-payment-support';
import { type BasketClient, basketCall } from './basket-support';
import { startTestApi, type TestApi } from './support';

const GERMAN = ';loc=de_DE';

describe('payment texts per locale', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const germanMethods = async (client: BasketClient) => {
    const response = await basketCall(api, 'GET', `/baskets/${client.basketId}/eligible-payment-methods`, { token: client.token, matrix: GERMAN });
    expect(response.statusCode).toBe(200);
    return Object.fromEntries(response.json().data.map((method: { id: string }) => [method.id, method]));
  };
  const addGermanInstrument = (client: BasketClient, paymentMethod: string, parameters: object[]) =>
    basketCall(api, 'POST', `/baskets/${client.basketId}/payment-instruments`, {
      token: client.token,
      matrix: GERMAN,
      body: { paymentMethod, parameters },
    });

  it('answers the credit card parameters with German labels and constraint messages in de_DE', async () => {
    const methods = await germanMethods(await basketWithCameras(api, 1));
    expect(methods.ISH_CREDITCARD).toMatchObject({ displayName: 'Kreditkarte', description: 'Visa, Mastercard oder American Express' });
    expect(methods.ISH_CREDITCARD.parameterDefinitions).toEqual([
      {
        name: 'holder',
        displayName: 'Karteninhaber',
        type: 'string',
        constraints: {
          required: { message: 'Bitte geben Sie den Karteninhaber ein.' },
          size: { min: 2, max: 80, message: 'Der Karteninhaber muss 2 bis 80 Zeichen haben.' },
        },
      },
      {
        name: 'creditCardNumber',
        displayName: 'Kartennummer',
        type: 'string',
        constraints: {
          required: { message: 'Bitte geben Sie die Kartennummer ein.' },
          size: { min: 13, max: 19, message: 'Die Kartennummer muss 13 bis 19 Zeichen haben.' },
          pattern: { regexp: '^[0-9]+$', message: 'Die Kartennummer ist ungültig.' },
        },
      },
      {
        name: 'expiryDate',
        displayName: 'Ablaufdatum (MM/JJ)',
        type: 'string',
        constraints: {
          required: { message: 'Bitte geben Sie das Ablaufdatum (MM/JJ) ein.' },
          pattern: { regexp: '^(0[1-9]|1[0-2])/[0-9]{2}$', message: 'Das Ablaufdatum (MM/JJ) ist ungültig.' },
        },
      },
    ]);
  });

  it('answers the direct debit and gift card texts in German', async () => {
    const methods = await germanMethods(await basketWithCameras(api, 1));
    expect(methods.ISH_DEBIT_TRANSFER.description).toBe('SEPA-Lastschrift');
    expect(methods.ISH_DEBIT_TRANSFER.parameterDefinitions.map((definition: { displayName: string }) => definition.displayName)).toEqual([
      'Kontoinhaber',
      'IBAN',
      'BIC',
    ]);
    expect(methods.ISH_DEBIT_TRANSFER.parameterDefinitions[2].constraints).toEqual({
      pattern: { regexp: '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$', message: 'Die BIC ist ungültig.' },
    });
    expect(methods.ISH_GIFT_CARD.description).toBe('inSPIRED-Geschenkkarte');
    expect(methods.ISH_GIFT_CARD.parameterDefinitions[0]).toMatchObject({
      displayName: 'Geschenkkartennummer',
      constraints: { size: { min: 16, max: 16, message: 'Die Geschenkkartennummer muss 16 Zeichen haben.' } },
    });
  });

  it('keeps the English texts in en_US', async () => {
    const client = await basketWithCameras(api, 1);
    const response = await client.call('GET', `/baskets/${client.basketId}/eligible-payment-methods`);
    const debit = response.json().data.find((method: { id: string }) => method.id === 'ISH_DEBIT_TRANSFER');
    expect(debit.description).toBe('SEPA direct debit');
    expect(debit.parameterDefinitions[0]).toMatchObject({
      displayName: 'Account holder',
      constraints: { required: { message: 'Account holder is required.' } },
    });
  });

  it('refuses a card whose expiry month is over, in German in de_DE', async () => {
    const client = await basketWithCameras(api, 1);
    const response = await addGermanInstrument(client, 'ISH_CREDITCARD', [
      { name: 'holder', value: 'Patricia Miller' },
      { name: 'creditCardNumber', value: '4111111111111111' },
      { name: 'expiryDate', value: '01/20' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].causes).toEqual([
      { code: 'payment.instrument.expiryDate.expired.error', message: 'Die Karte ist abgelaufen.', paths: ['/parameters/2/value'] },
    ]);
  });

  it('takes a card that works until the end of this month', async () => {
    const client = await basketWithCameras(api, 1);
    const now = new Date();
    const thisMonth = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCFullYear() % 100).padStart(2, '0')}`;
    const response = await addGermanInstrument(client, 'ISH_CREDITCARD', [
      { name: 'holder', value: 'Patricia Miller' },
      { name: 'creditCardNumber', value: '4111111111111111' },
      { name: 'expiryDate', value: thisMonth },
    ]);
    expect(response.statusCode).toBe(201);
  });

  it('answers the 422 causes of a payment instrument in German in de_DE', async () => {
    const client = await basketWithCameras(api, 1);
    const response = await addGermanInstrument(client, 'ISH_CREDITCARD', [
      { name: 'creditCardNumber', value: '4111' },
      { name: 'expiryDate', value: '13/29' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].causes).toEqual([
      { code: 'payment.instrument.holder.missing.error', message: 'Bitte geben Sie den Karteninhaber ein.', paths: ['/parameters'] },
      { code: 'payment.instrument.creditCardNumber.size.error', message: 'Die Kartennummer muss 13 bis 19 Zeichen haben.', paths: ['/parameters/0/value'] },
      { code: 'payment.instrument.expiryDate.pattern.error', message: 'Das Ablaufdatum (MM/JJ) ist ungültig.', paths: ['/parameters/1/value'] },
    ]);
    const iban = await addGermanInstrument(client, 'ISH_DEBIT_TRANSFER', [
      { name: 'holder', value: 'Patricia Miller' },
      { name: 'IBAN', value: 'DE89-3704-0044-0532-0130-00' },
    ]);
    expect(iban.json().errors[0].causes).toEqual([
      { code: 'payment.instrument.IBAN.pattern.error', message: 'Die IBAN ist ungültig.', paths: ['/parameters/1/value'] },
    ]);
  });
});

describe('migration 013 (payment parameter texts)', () => {
  it('moves the texts of an existing database into the new table, in every locale', () => {
    const directory = mkdtempSync(join(tmpdir(), 'commerce-payment-texts-'));
    const db = openDatabase(join(directory, 'commerce.sqlite'));
    try {
      const migrations = listMigrations();
      migrate(db, migrations.filter(migration => migration.version < 13));
      db.exec(`INSERT INTO locales (code, position) VALUES ('en_US', 0), ('de_DE', 1);
        INSERT INTO payment_methods (id, position, service_id, save_allowed) VALUES ('ISH_CREDITCARD', 0, 'ISH_CREDITCARD', 1);
        INSERT INTO payment_method_parameters (payment_method_id, name, position, display_name, required, min_size, max_size, pattern, masked)
          VALUES ('ISH_CREDITCARD', 'creditCardNumber', 0, 'Card number', 1, 13, 19, '^[0-9]+$', 1),
                 ('ISH_CREDITCARD', 'note', 1, 'Note', 0, NULL, NULL, NULL, 0);`);
      expect(migrate(db, migrations.filter(migration => migration.version <= 13))).toEqual([13]);
      const texts = db
        .prepare(`SELECT name, locale, display_name AS displayName, required_message AS required, size_message AS size,
            pattern_message AS pattern FROM payment_method_parameter_texts ORDER BY name, locale`)
        .all();
      const card = { displayName: 'Card number', required: 'Card number is required.', size: 'Card number must have 13 to 19 characters.', pattern: 'Card number is not valid.' };
      const note = { displayName: 'Note', required: null, size: null, pattern: null };
      expect(texts).toEqual([
        { name: 'creditCardNumber', locale: 'de_DE', ...card },
        { name: 'creditCardNumber', locale: 'en_US', ...card },
        { name: 'note', locale: 'de_DE', ...note },
        { name: 'note', locale: 'en_US', ...note },
      ]);
      const columns = db.prepare("SELECT name FROM pragma_table_info('payment_method_parameters')").pluck().all();
      expect(columns).not.toContain('display_name');
      expect(db.prepare("SELECT name FROM pragma_table_info('provider_payments')").pluck().all()).toContain('locale');
    } finally {
      db.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
