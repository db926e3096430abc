// A cXML punchout user's configuration: named text entries with defaults, as ICM's
// `…/cxml1.2/users/{userId}/configurations` document (`{data: [{name, value}], info: {metaData:
// [{name, defaultValue, description, inputType}]}}`, punchout.cxml.v3) and the PWA's cXML
// configuration page show them. Only entries that differ from their default are stored.
import type { Db } from '../../db/open-database';

type CxmlInputType = 'text-short' | 'text-long';

interface EntryDefinition {
  defaultValue: string;
  description: string;
  inputType: CxmlInputType;
  /** Why the value is not acceptable, or undefined. */
  check?: (value: string) => string | undefined;
}

const oneOf = (values: string[]) => (value: string) => (values.includes(value) ? undefined : `Use one of ${values.join(', ')}.`);

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
    description:
      'The product classification catalog whose codes the transferred items carry (the Classification domain), e.g. UNSPSC or eCl@ass. A product\'s code is its attribute of that name.',
    inputType: 'text-short',
    check: value => (value.trim() === '' ? 'Name a classification catalog.' : undefined),
  },
  defaultClassificationCode: {
    defaultValue: '',
    description: 'The classification code of products that have none in that catalog.',
    inputType: 'text-short',
  },
  unitOfMeasureMapping: {
    defaultValue: '',
    description:
      "Units of measure the procurement system expects instead of the ISO codes (pack PK, ream RM, every other packing unit PCE): packing unit=code pairs separated by commas, e.g. pcs=EA, pack=PK (an empty packing unit is written =EA).",
    inputType: 'text-long',
    check: value => (parseUnitMapping(value) ? undefined : 'Write packing unit=code pairs separated by commas, each code 1 to 3 upper-case letters or digits.'),
  },
  operationAllowed: {
    defaultValue: 'edit',
    description: 'What the procurement system may do later with a transferred basket: create (order it only), inspect (also view it in the shop) or edit (also change it in the shop).',
    inputType: 'text-short',
    check: oneOf(['create', 'inspect', 'edit']),
  },
  transferFormField: {
    defaultValue: 'cXML-urlencoded',
    description: 'The form field the storefront posts the PunchOutOrderMessage in: cXML-urlencoded (the XML as text) or cXML-base64 (Base64, for systems that need it).',
    inputType: 'text-short',
    check: oneOf(['cXML-urlencoded', 'cXML-base64']),
  },
  returnUrlOrigins: {
    defaultValue: '',
    description: 'The only origins (https://host[:port]) the basket may be returned to, separated by spaces; empty allows every http(s) BrowserFormPost URL.',
    inputType: 'text-long',
    check: value => (parseOrigins(value) ? undefined : 'Write origins such as https://procurement.example.com, separated by spaces.'),
  },
} satisfies Record<string, EntryDefinition>;

export type CxmlEntryName = keyof typeof CXML_CONFIGURATION;
export type CxmlConfiguration = Record<CxmlEntryName, string>;

export const isEntryName = (name: string): name is CxmlEntryName => Object.hasOwn(CXML_CONFIGURATION, name);

const ENTRY_NAMES = Object.keys(CXML_CONFIGURATION) as CxmlEntryName[];

/** Longest value of an entry. */
const MAX_ENTRY_LENGTH = 1000;

/** Why the value cannot be stored for the entry, or undefined. */
export function entryProblem(name: CxmlEntryName, value: string): string | undefined {
  if (value.length > MAX_ENTRY_LENGTH) return `At most ${MAX_ENTRY_LENGTH} characters.`;
  const definition: EntryDefinition = CXML_CONFIGURATION[name];
  return definition.check?.(value);
}

/** The configuration document of ICM (CxmlConfigurationData). */
export function configurationDocument(configuration: CxmlConfiguration) {
  return {
    data: ENTRY_NAMES.map(name => ({ name, value: configuration[name] })),
    info: {
      metaData: ENTRY_NAMES.map(name => {
        const { defaultValue, description, inputType } = CXML_CONFIGURATION[name];
        return { name, defaultValue, description, inputType };
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
