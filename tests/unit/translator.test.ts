// The shop's own translator (docs/decisions/016): what the message files use of i18next's
// behaviour, the same in the server's render and the browser's hydration.
import { describe, expect, it } from 'vitest';
import { resources } from '~/i18n/resources.server';
import { createTranslator } from '~/i18n/translator';

const en = createTranslator('en', {
  'cart.title': 'Your basket',
  greeting: 'Hello {{name}}',
  spaced: 'Hello {{ name }}',
  'items_one': '{{count}} item',
  'items_other': '{{count}} items',
  'filters_zero': 'Show filters',
  'filters_one': 'Show filters ({{count}} selected)',
  'filters_other': 'Show filters ({{count}} selected)',
  'schedule': 'every {{count}} days',
  'limit': 'At most {{max, number}} at once',
});

describe('the translator', () => {
  it("gives a key's message, and the key itself when it has none", () => {
    expect(en('cart.title')).toBe('Your basket');
    expect(en('cart.unknown')).toBe('cart.unknown');
    expect(en('constructor')).toBe('constructor');
  });

  it('gives the default value, filled in, for a key without a message', () => {
    expect(en('product.links.other.title', { defaultValue: 'Others for {{name}}', name: 'Ann' })).toBe('Others for Ann');
    expect(en('cart.title', { defaultValue: 'unused' })).toBe('Your basket');
  });

  it('fills in placeholders by name, also with spaces inside the braces', () => {
    expect(en('greeting', { name: 'Ann' })).toBe('Hello Ann');
    expect(en('spaced', { name: 7 })).toBe('Hello 7');
  });

  it('leaves a placeholder without a value as written and empties one whose value is undefined', () => {
    expect(en('greeting', {})).toBe('Hello {{name}}');
    expect(en('greeting', { name: undefined })).toBe('Hello ');
  });

  it('takes values as plain text: nothing escaped, braces in a value not read as placeholders', () => {
    expect(en('greeting', { name: '<b>Ann & {{name}}</b>' })).toBe('Hello <b>Ann & {{name}}</b>');
  });

  it('writes a number in a {{name, number}} placeholder in the language\'s way, and anything else as it is', () => {
    expect(en('limit', { max: 9999999 })).toBe('At most 9,999,999 at once');
    expect(en('limit', { max: 'many' })).toBe('At most many at once');
    expect(createTranslator('de', { limit: 'Höchstens {{max, number}}' })('limit', { max: 9999999 })).toBe('Höchstens 9.999.999');
  });

  it("picks the plural form by the language's rules", () => {
    const forms = [0, 1, 2, 1.5].map((count) => en('items', { count }));
    expect(forms).toEqual(['0 items', '1 item', '2 items', '1.5 items']);
    const de = createTranslator('de', { items_one: '{{count}} Artikel', items_other: '{{count}} Artikel insgesamt' });
    expect([de('items', { count: 1 }), de('items', { count: 3 })]).toEqual(['1 Artikel', '3 Artikel insgesamt']);
  });

  it('uses the zero form for a count of 0 where a message has one', () => {
    expect([0, 1, 2].map((count) => en('filters', { count }))).toEqual(['Show filters', 'Show filters (1 selected)', 'Show filters (2 selected)']);
  });

  it("falls back to the _other form when a language's own plural form is missing", () => {
    const pl = createTranslator('pl', { items_one: '{{count}} produkt', items_other: '{{count}} produktu' });
    expect(pl('items', { count: 5 })).toBe('5 produktu');
  });

  it('uses the plain message when there is no plural form, and no plural form for a count given as text', () => {
    expect(en('schedule', { count: 3 })).toBe('every 3 days');
    expect(en('items', { count: '1' })).toBe('items');
  });
});

describe('the message files', () => {
  // A language's own plural forms (Polish `_few` and `_many`, …) are its only keys beyond English's.
  const ownPluralForm = (lang: string, key: string) => {
    const form = /_(zero|one|two|few|many|other)$/.exec(key)?.[1];
    return !!form && new Intl.PluralRules(lang).resolvedOptions().pluralCategories.includes(form as Intl.LDMLPluralRule) && Object.hasOwn(resources.en, key.replace(/_(zero|one|two|few|many|other)$/, '_other'));
  };

  it.each(Object.keys(resources).filter((lang) => lang !== 'en'))('%s has every English key, and beyond them only its own plural forms', (lang) => {
    const messages = resources[lang as keyof typeof resources];
    expect(Object.keys(resources.en).filter((key) => !Object.hasOwn(messages, key))).toEqual([]);
    expect(Object.keys(messages).filter((key) => !Object.hasOwn(resources.en, key) && !ownPluralForm(lang, key))).toEqual([]);
  });

  it.each(Object.keys(resources).filter((lang) => lang !== 'en'))('%s keeps the placeholders of every English message', (lang) => {
    const messages = resources[lang as keyof typeof resources];
    const placeholders = (message: string) => (message.match(/\{\{.*?\}\}/g) ?? []).sort();
    for (const [key, english] of Object.entries(resources.en)) {
      if (/_(one|zero)$/.test(key)) continue;
      expect(placeholders(messages[key] ?? ''), `${lang} ${key}`).toEqual(placeholders(english));
    }
  });

  it('use only what the translator understands: {{name}} and {{name, number}} placeholders and plural forms with an _other', () => {
    for (const messages of Object.values(resources)) {
      for (const [key, message] of Object.entries(messages)) {
        expect(message.match(/\{\{.*?\}\}/g) ?? [], key).toEqual(message.match(/\{\{\w+(, number)?\}\}/g) ?? []);
        expect(message, key).not.toContain('$t(');
        const plural = /^(.*)_(zero|one)$/.exec(key);
        if (plural) expect(messages, key).toHaveProperty([`${plural[1]}_other`]);
      }
    }
  });
});
