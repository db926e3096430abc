// A cXML punchout user's configuration: named text entries with defaults, as ICM's
// `…/cxml1.2/users/{userId}/configurations` document (`{data: [{name, value}], info: {metaData:
// [{name, defaultValue, description, inputType}]}}`, punchout.cxml.v3) and the PWA's cXML
// configuration page show them. Only entries that differ from their default are stored. Descriptions
// and refusals are in the request's locale, as ICM answers them: the page shows them as they come.
import type { Db } from '../../db/open-database';

type CxmlInputType = 'text-short' | 'text-long';
type Texts = Record<'en_US' | 'de_DE', string>;

const textOf = (texts: Texts, locale: string) => (locale === 'de_DE' ? texts.de_DE : texts.en_US);

interface EntryDefinition {
  defaultValue: string;
  description: Texts;
  inputType: CxmlInputType;
  /** Why the value is not acceptable, or undefined. */
  check?: (value: string) => Texts | undefined;
}

const oneOf = (values: string[]) => (value: string) =>
  values.includes(value) ? undefined : { en_US: `Use one of ${values.join(', ')}.`, de_DE: `Verwenden Sie einen dieser Werte: ${values.join(', ')}.` };

/** `packing unit=UNIT` pairs separated by commas (the packing unit may be empty), each unit 1 to 3 upper-case letters or digits. */
export function parseUnitMapping(value: string): Map<string, string> | undefined {
  const pairs = value.split(',').map(pair => pair.trim()).filter(pair => pair !== '');
  const mapping = new Map<string, string>();
  for (const pair of pairs) {
    const match = /^([^=\s]*)\s*=\s*([A-Z0-9]{1,3})$/.exec(pair);
    if (!match) return undefined;
    mapping.set(match[1].toLowerCase(), match[2]);
  }
  return mapping;
}

/** Origins (scheme://host[:port]) separated by white space or commas. */
export function parseOrigins(value: string): string[] | undefined {
  const origins = value.split(/[\s,]+/).filter(origin => origin !== '');
  for (const origin of origins) {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return undefined;
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.origin !== origin.replace(/\/$/, '')) return undefined;
  }
  return origins.map(origin => origin.replace(/\/$/, ''));
}

export const CXML_CONFIGURATION = {
  classificationCatalogID: {
    defaultValue: 'UNSPSC',
    description: {
      en_US:
        "The product classification catalog whose codes the transferred items carry (the Classification domain), e.g. UNSPSC or eCl@ass. A product's code is its attribute of that name.",
      de_DE:
        'Der Klassifikationskatalog, dessen Codes die übertragenen Artikel tragen (die Classification-Domain), z. B. UNSPSC oder eCl@ass. Der Code eines Produkts ist sein Attribut dieses Namens.',
    },
    inputType: 'text-short',
    check: value => (value.trim() === '' ? { en_US: 'Name a classification catalog.', de_DE: 'Geben Sie einen Klassifikationskatalog an.' } : undefined),
  },
  defaultClassificationCode: {
    defaultValue: '',
    description: {
      en_US: 'The classification code of products that have none in that catalog.',
      de_DE: 'Der Klassifikationscode für Produkte, die in diesem Katalog keinen haben.',
    },
    inputType: 'text-short',
  },
  unitOfMeasureMapping: {
    defaultValue: '',
    description: {
      en_US:
        'Units of measure the procurement system expects instead of the ISO codes (pack PK, ream RM, every other packing unit PCE): packing unit=code pairs separated by commas, e.g. pcs=EA, pack=PK (an empty packing unit is written =EA).',
      de_DE:
        'Mengeneinheiten, die das Procurement-System statt der ISO-Codes erwartet (pack PK, ream RM, jede andere Verpackungseinheit PCE): Paare Verpackungseinheit=Code, durch Kommas getrennt, z. B. pcs=EA, pack=PK (eine leere Verpackungseinheit wird =EA geschrieben).',
    },
    inputType: 'text-long',
    check: value =>
      parseUnitMapping(value)
        ? undefined
        : {
            en_US: 'Write packing unit=code pairs separated by commas, each code 1 to 3 upper-case letters or digits.',
            de_DE: 'Geben Sie Paare Verpackungseinheit=Code durch Kommas getrennt an, jeder Code 1 bis 3 Großbuchstaben oder Ziffern.',
          },
  },
  operationAllowed: {
    defaultValue: 'edit',
    description: {
      en_US: 'What the procurement system may do later with a transferred basket: create (order it only), inspect (also view it in the shop) or edit (also change it in the shop).',
      de_DE:
        'Was das Procurement-System später mit einem übertragenen Warenkorb tun darf: create (nur bestellen), inspect (auch im Shop ansehen) oder edit (auch im Shop ändern).',
    },
    inputType: 'text-short',
    check: oneOf(['create', 'inspect', 'edit']),
  },
  transferFormField: {
    defaultValue: 'cXML-urlencoded',
    description: {
      en_US: 'The form field the storefront posts the PunchOutOrderMessage in: cXML-urlencoded (the XML as text) or cXML-base64 (Base64, for systems that need it).',
      de_DE:
        'Das Formularfeld, in dem der Shop die PunchOutOrderMessage sendet: cXML-urlencoded (das XML als Text) oder cXML-base64 (Base64, für Systeme, die es brauchen).',
    },
    inputType: 'text-short',
    check: oneOf(['cXML-urlencoded', 'cXML-base64']),
  },
  returnUrlOrigins: {
    defaultValue: '',
    description: {
      en_US: 'The only origins (https://host[:port]) the basket may be returned to, separated by spaces; empty allows every http(s) BrowserFormPost URL.',
      de_DE:
        'Die einzigen Origins (https://host[:port]), an die der Warenkorb zurückgehen darf, durch Leerzeichen getrennt; leer erlaubt jede http(s)-BrowserFormPost-URL.',
    },
    inputType: 'text-long',
    check: value =>
      parseOrigins(value)
        ? undefined
        : {
            en_US: 'Write origins such as https://procurement.example.com, separated by spaces.',
            de_DE: 'Geben Sie Origins wie https://procurement.example.com an, durch Leerzeichen getrennt.',
          },
  },
} satisfies Record<string, EntryDefinition>;

export type CxmlEntryName = keyof typeof CXML_CONFIGURATION;
export type CxmlConfiguration = Record<CxmlEntryName, string>;

export const isEntryName = (name: string): name is CxmlEntryName => Object.hasOwn(CXML_CONFIGURATION, name);

const ENTRY_NAMES = Object.keys(CXML_CONFIGURATION) as CxmlEntryName[];

/** Longest value of an entry. */
const MAX_ENTRY_LENGTH = 1000;

/** Why the value cannot be stored for the entry (in the locale), or undefined. */
export function entryProblem(name: CxmlEntryName, value: string, locale: string): string | undefined {
  if (value.length > MAX_ENTRY_LENGTH) {
    return textOf({ en_US: `At most ${MAX_ENTRY_LENGTH} characters.`, de_DE: `Höchstens ${MAX_ENTRY_LENGTH.toLocaleString('de-DE')} Zeichen.` }, locale);
  }
  const definition: EntryDefinition = CXML_CONFIGURATION[name];
  const problem = definition.check?.(value);
  return problem && textOf(problem, locale);
}

/** The configuration document of ICM (CxmlConfigurationData), its descriptions in the locale. */
export function configurationDocument(configuration: CxmlConfiguration, locale: string) {
  return {
    data: ENTRY_NAMES.map(name => ({ name, value: configuration[name] })),
    info: {
      metaData: ENTRY_NAMES.map(name => {
        const { defaultValue, description, inputType } = CXML_CONFIGURATION[name];
        return { name, defaultValue, description: textOf(description, locale), inputType };
      }),
    },
  };
}

export function createCxmlConfigurations(db: Db) {
  const stored = db.prepare('SELECT name, value FROM cxml_configurations WHERE user_id = ?');
  const upsert = db.prepare(
    'INSERT INTO cxml_configurations (user_id, name, value) VALUES (?, ?, ?) ON CONFLICT (user_id, name) DO UPDATE SET value = excluded.value',
  );
  const remove = db.prepare('DELETE FROM cxml_configurations WHERE user_id = ? AND name = ?');

  return {
    /** Every entry of the user's configuration, defaults where nothing is stored. */
    of(userId: string): CxmlConfiguration {
      const configuration = Object.fromEntries(ENTRY_NAMES.map(name => [name, CXML_CONFIGURATION[name].defaultValue])) as CxmlConfiguration;
      for (const row of stored.all(userId) as { name: string; value: string }[]) {
        if (isEntryName(row.name)) configuration[row.name] = row.value;
      }
      return configuration;
    },
    /** Sets the entries (checked by the caller) in one transaction; a default value is not stored. */
    update: db.transaction((userId: string, entries: { name: CxmlEntryName; value: string }[]) => {
      for (const { name, value } of entries) {
        if (value === CXML_CONFIGURATION[name].defaultValue) remove.run(userId, name);
        else upsert.run(userId, name, value);
      }
    }),
  };
}

export type CxmlConfigurations = ReturnType<typeof createCxmlConfigurations>;
