import { z } from 'zod';

export type ServerSettingValue = string | number | boolean | null | ServerSettingValue[] | ServerSettings;
export interface ServerSettings {
  [key: string]: ServerSettingValue;
}

export interface ServerConfiguration {
  /** Depth of the category tree loaded for navigation (spec §9, default 2). */
  maxSubCategoriesDepth: number;
  basket: {
    /** Highest quantity of one line item (default 100). */
    maxItemQuantity: number;
    /** Checkout jumps to review when the basket is already valid (spec §4). */
    acceleration: boolean;
    desiredDeliveryDate: boolean;
  };
  locales: string[];
  currencies: string[];
  defaultLocale?: string;
  defaultCurrency?: string;
  /** Same as basket.acceleration, kept at the top for guards. */
  acceleration: boolean;
  pricing: {
    defaultCustomerTypeForPriceDisplay?: string;
    privateCustomerPriceDisplayType?: string;
    smbCustomerPriceDisplayType?: string;
  };
  /** Customer types (SMB, PRIVATE) whose registration waits for approval before the first login (spec §4). */
  customerTypeForLoginApproval: string[];
  /**
   * The forms ICM checks a captcha for (`captcha.register`, `captcha.forgotPassword`, `captcha.quoteContact`
   * for the free-text quote request, `captcha.contactUs` for the contact form): they answer 401 without a good token.
   */
  captcha: { register: boolean; forgotPassword: boolean; quoteContact: boolean; contactUs: boolean };
  /** Every setting, with ids removed and "100"/"true" turned into numbers and booleans. */
  settings: ServerSettings;
}

export const DEFAULT_MAX_SUB_CATEGORIES_DEPTH = 2;
export const DEFAULT_BASKET_MAX_ITEM_QUANTITY = 100;

/** `GET configurations` (configuration.v1). */
export const configurationsDataSchema = z.looseObject({ data: z.record(z.string(), z.unknown()).nullish() });

function improve(value: unknown): ServerSettingValue {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(improve);
  if (typeof value === 'object') {
    const out: ServerSettings = {};
    for (const [key, v] of Object.entries(value)) if (key !== 'id') out[key] = improve(v);
    return out;
  }
  if (typeof value === 'string') {
    if (value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
    if (value === 'true') return true;
    if (value === 'false') return false;
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

/** Reads a dotted path (`basket.maxItemQuantity`) from the settings. */
export function serverSetting(settings: ServerSettings, path: string): ServerSettingValue | undefined {
  let current: ServerSettingValue | undefined = settings;
  for (const key of path.split('.')) {
    if (!current || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = current[key];
  }
  return current;
}

function numberAt(settings: ServerSettings, paths: string[], fallback: number): number {
  for (const path of paths) {
    const value = serverSetting(settings, path);
    if (typeof value === 'number' && value > 0) return value;
  }
  return fallback;
}

function stringsAt(settings: ServerSettings, path: string): string[] {
  const value = serverSetting(settings, path);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function stringAt(settings: ServerSettings, path: string): string | undefined {
  const value = serverSetting(settings, path);
  return typeof value === 'string' ? value : undefined;
}

export function mapServerConfiguration(data: z.infer<typeof configurationsDataSchema>): ServerConfiguration {
  const settings = (improve(data.data ?? {}) ?? {}) as ServerSettings;
  const acceleration = serverSetting(settings, 'basket.acceleration') === true;
  const pricing: ServerConfiguration['pricing'] = {};
  for (const key of ['defaultCustomerTypeForPriceDisplay', 'privateCustomerPriceDisplayType', 'smbCustomerPriceDisplayType'] as const) {
    const value = stringAt(settings, `pricing.${key}`);
    if (value) pricing[key] = value;
  }
  const configuration: ServerConfiguration = {
    maxSubCategoriesDepth: numberAt(
      settings,
      ['general.maxSubCategoriesDepth', 'catalog.maxSubCategoriesDepth', 'maxSubCategoriesDepth'],
      DEFAULT_MAX_SUB_CATEGORIES_DEPTH
    ),
    basket: {
      maxItemQuantity: numberAt(settings, ['basket.maxItemQuantity'], DEFAULT_BASKET_MAX_ITEM_QUANTITY),
      acceleration,
      desiredDeliveryDate: serverSetting(settings, 'basket.desiredDeliveryDate') === true,
    },
    locales: stringsAt(settings, 'general.locales'),
    currencies: stringsAt(settings, 'general.currencies'),
    acceleration,
    pricing,
    customerTypeForLoginApproval: stringsAt(settings, 'general.customerTypeForLoginApproval'),
    captcha: {
      register: serverSetting(settings, 'captcha.register') === true,
      forgotPassword: serverSetting(settings, 'captcha.forgotPassword') === true,
      quoteContact: serverSetting(settings, 'captcha.quoteContact') === true,
      contactUs: serverSetting(settings, 'captcha.contactUs') === true,
    },
    settings,
  };
  const defaultLocale = stringAt(settings, 'general.defaultLocale');
  const defaultCurrency = stringAt(settings, 'general.defaultCurrency');
  if (defaultLocale) configuration.defaultLocale = defaultLocale;
  if (defaultCurrency) configuration.defaultCurrency = defaultCurrency;
  return configuration;
}
