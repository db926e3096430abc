// Shop reference data the loader writes next to the catalogue: countries with main divisions,
// the channel configuration and the texts the API itself shows (filter and sorting names).
import type { CentsPerCurrency } from '../reference/exchange-rates';
import { CURRENCIES, LOCALES, type LocalizedText, languageTag } from '../reference/locales';

type Texts = LocalizedText;

export interface CountryData {
  code: string;
  name: Texts;
  mainDivisions?: { code: string; name: Texts }[];
}

const same = (name: string): Texts => ({ en_US: name, de_DE: name });

/** The written English and German name, the French, Polish and Romanian ones from the ICU data (Intl.DisplayNames). */
function countryName(code: string, en: string, de: string): Texts {
  const inLocale = (locale: string) => new Intl.DisplayNames([languageTag(locale)], { type: 'region', fallback: 'none' }).of(code) ?? en;
  return { en_US: en, de_DE: de, fr_FR: inLocale('fr_FR'), pl_PL: inLocale('pl_PL'), ro_RO: inLocale('ro_RO') };
}

const US_STATES: [string, string][] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

const GERMAN_STATES: [string, string, string][] = [
  ['BW', 'Baden-Württemberg', 'Baden-Württemberg'],
  ['BY', 'Bavaria', 'Bayern'],
  ['BE', 'Berlin', 'Berlin'],
  ['BB', 'Brandenburg', 'Brandenburg'],
  ['HB', 'Bremen', 'Bremen'],
  ['HH', 'Hamburg', 'Hamburg'],
  ['HE', 'Hesse', 'Hessen'],
  ['MV', 'Mecklenburg-Western Pomerania', 'Mecklenburg-Vorpommern'],
  ['NI', 'Lower Saxony', 'Niedersachsen'],
  ['NW', 'North Rhine-Westphalia', 'Nordrhein-Westfalen'],
  ['RP', 'Rhineland-Palatinate', 'Rheinland-Pfalz'],
  ['SL', 'Saarland', 'Saarland'],
  ['SN', 'Saxony', 'Sachsen'],
  ['ST', 'Saxony-Anhalt', 'Sachsen-Anhalt'],
  ['SH', 'Schleswig-Holstein', 'Schleswig-Holstein'],
  ['TH', 'Thuringia', 'Thüringen'],
];

export const COUNTRIES: CountryData[] = [
  { code: 'AT', name: countryName('AT', 'Austria', 'Österreich') },
  { code: 'BE', name: countryName('BE', 'Belgium', 'Belgien') },
  { code: 'CA', name: countryName('CA', 'Canada', 'Kanada') },
  { code: 'CH', name: countryName('CH', 'Switzerland', 'Schweiz') },
  { code: 'CZ', name: countryName('CZ', 'Czech Republic', 'Tschechien') },
  {
    code: 'DE',
    name: countryName('DE', 'Germany', 'Deutschland'),
    mainDivisions: GERMAN_STATES.map(([code, en, de]) => ({ code, name: { en_US: en, de_DE: de } })),
  },
  { code: 'DK', name: countryName('DK', 'Denmark', 'Dänemark') },
  { code: 'ES', name: countryName('ES', 'Spain', 'Spanien') },
  { code: 'FI', name: countryName('FI', 'Finland', 'Finnland') },
  { code: 'FR', name: countryName('FR', 'France', 'Frankreich') },
  { code: 'GB', name: countryName('GB', 'United Kingdom', 'Vereinigtes Königreich') },
  { code: 'IE', name: countryName('IE', 'Ireland', 'Irland') },
  { code: 'IT', name: countryName('IT', 'Italy', 'Italien') },
  { code: 'LU', name: countryName('LU', 'Luxembourg', 'Luxemburg') },
  { code: 'NL', name: countryName('NL', 'Netherlands', 'Niederlande') },
  { code: 'NO', name: countryName('NO', 'Norway', 'Norwegen') },
  { code: 'PL', name: countryName('PL', 'Poland', 'Polen') },
  { code: 'PT', name: countryName('PT', 'Portugal', 'Portugal') },
  { code: 'SE', name: countryName('SE', 'Sweden', 'Schweden') },
  {
    code: 'US',
    name: countryName('US', 'United States', 'Vereinigte Staaten'),
    mainDivisions: US_STATES.map(([code, name]) => ({ code, name: same(name) })),
  },
];

/** Channel configuration by dotted path; objects on the way get their key as `id`, as ICM does. */
export const CONFIGURATION: Record<string, unknown> = {
  'application.applicationType': 'intershop.REST',
  'application.urlIdentifier': 'rest',
  'application.displayName': 'inSPIRED inTRONICS',
  'application.default': true,
  'basket.acceleration': true,
  'basket.addProductBehaviour': 'MergeQuantities',
  'basket.deliveryExcludeSaturday': true,
  'basket.deliveryExcludeSunday': true,
  'basket.desiredDeliveryDate': true,
  'basket.displayTaxesAndFees': 'ConsolidatedTaxes',
  'basket.expirationType': 'Time',
  'basket.lifetime': '28800',
  'basket.maxItemQuantity': '100',
  'basket.maxItemSize': '50',
  'basket.termsAndConditions': true,
  'captcha.contactUs': false,
  'captcha.forgotPassword': false,
  'captcha.register': false,
  'general.currencies': [...CURRENCIES],
  'general.defaultCurrency': 'EUR',
  'general.defaultLocale': 'en_US',
  'general.locales': [...LOCALES],
  'preferences.ChannelPreferences.maxSubCategoriesDepth': '2',
  'preferences.ChannelPreferences.EnableAdvancedVariationHandling': 'false',
  'preferences.ChannelPreferences.ContactFormUserServiceEmailFrom': 'info@inspired.example',
  'preferences.ShippingPreferences.MultipleShipmentsSupported': 'false',
  'pricing.defaultCustomerTypeForPriceDisplay': 'PRIVATE',
  'pricing.priceType': 'net',
  'pricing.privateCustomerPriceDisplayType': 'gross',
  'pricing.smbCustomerPriceDisplayType': 'net',
  'shipping.multipleShipmentsSupported': false,
  'shipping.pickupInStoreEnabled': false,
  'shipping.readyForShipmentMaximumTime': '7',
  'shipping.readyForShipmentMinimumTime': '3',
};

/** Texts served by the localizations resource; the commerce.* keys are the API's own labels (short, so in every locale). */
export const LOCALIZATIONS: Record<string, Texts> = {
  'commerce.filter.Category.name': { en_US: 'Category', de_DE: 'Kategorie', fr_FR: 'Catégorie', pl_PL: 'Kategoria', ro_RO: 'Categorie' },
  'commerce.filter.Brand.name': { en_US: 'Brand', de_DE: 'Marke', fr_FR: 'Marque', pl_PL: 'Marka', ro_RO: 'Marcă' },
  'commerce.filter.Price.name': { en_US: 'Price', de_DE: 'Preis', fr_FR: 'Prix', pl_PL: 'Cena', ro_RO: 'Preț' },
  'commerce.filter.Price.open_range': { en_US: '{{from}} and above', de_DE: 'ab {{from}}', fr_FR: 'à partir de {{from}}', pl_PL: 'od {{from}}', ro_RO: 'de la {{from}}' },
  'commerce.filter.InStock.name': { en_US: 'Availability', de_DE: 'Verfügbarkeit', fr_FR: 'Disponibilité', pl_PL: 'Dostępność', ro_RO: 'Disponibilitate' },
  'commerce.filter.InStock.true': { en_US: 'In stock', de_DE: 'Auf Lager', fr_FR: 'En stock', pl_PL: 'Dostępny', ro_RO: 'În stoc' },
  'commerce.filter.InStock.false': { en_US: 'Out of stock', de_DE: 'Nicht auf Lager', fr_FR: 'En rupture de stock', pl_PL: 'Niedostępny', ro_RO: 'Stoc epuizat' },
  'commerce.attribute.boolean.true': { en_US: 'Yes', de_DE: 'Ja', fr_FR: 'Oui', pl_PL: 'Tak', ro_RO: 'Da' },
  'commerce.attribute.boolean.false': { en_US: 'No', de_DE: 'Nein', fr_FR: 'Non', pl_PL: 'Nie', ro_RO: 'Nu' },
  'commerce.sorting.name-asc': { en_US: 'Name (A to Z)', de_DE: 'Name (A bis Z)', fr_FR: 'Nom (A à Z)', pl_PL: 'Nazwa (A–Z)', ro_RO: 'Nume (A–Z)' },
  'commerce.sorting.name-desc': { en_US: 'Name (Z to A)', de_DE: 'Name (Z bis A)', fr_FR: 'Nom (Z à A)', pl_PL: 'Nazwa (Z–A)', ro_RO: 'Nume (Z–A)' },
  'commerce.sorting.price-asc': { en_US: 'Price (low to high)', de_DE: 'Preis (aufsteigend)', fr_FR: 'Prix croissant', pl_PL: 'Cena (rosnąco)', ro_RO: 'Preț (crescător)' },
  'commerce.sorting.price-desc': { en_US: 'Price (high to low)', de_DE: 'Preis (absteigend)', fr_FR: 'Prix décroissant', pl_PL: 'Cena (malejąco)', ro_RO: 'Preț (descrescător)' },
  'commerce.sorting.newest-desc': { en_US: 'Newest first', de_DE: 'Neueste zuerst', fr_FR: 'Nouveautés', pl_PL: 'Najnowsze', ro_RO: 'Cele mai noi' },
  'commerce.inventory.in_stock': { en_US: 'In stock', de_DE: 'Auf Lager', fr_FR: 'En stock', pl_PL: 'Dostępny', ro_RO: 'În stoc' },
  'commerce.inventory.low_stock': { en_US: 'Only a few left', de_DE: 'Nur noch wenige verfügbar', fr_FR: 'Plus que quelques articles', pl_PL: 'Ostatnie sztuki', ro_RO: 'Stoc limitat' },
  'commerce.inventory.out_of_stock': { en_US: 'Out of stock', de_DE: 'Nicht auf Lager', fr_FR: 'En rupture de stock', pl_PL: 'Niedostępny', ro_RO: 'Stoc epuizat' },
  'commerce.error.product.not_found': {
    en_US: 'The product {{sku}} could not be found.',
    de_DE: 'Das Produkt {{sku}} wurde nicht gefunden.',
    fr_FR: 'Le produit {{sku}} est introuvable.',
    pl_PL: 'Nie znaleziono produktu {{sku}}.',
    ro_RO: 'Produsul {{sku}} nu a fost găsit.',
  },
  'commerce.error.category.not_found': {
    en_US: 'The category {{id}} could not be found.',
    de_DE: 'Die Kategorie {{id}} wurde nicht gefunden.',
    fr_FR: 'La catégorie {{id}} est introuvable.',
    pl_PL: 'Nie znaleziono kategorii {{id}}.',
    ro_RO: 'Categoria {{id}} nu a fost găsită.',
  },
};

/** Image type ids with their edge length in pixels (spec §9). */
export const IMAGE_TYPES: [string, number][] = [
  ['S', 100],
  ['M', 160],
  ['L', 247],
  ['XL', 427],
  ['ZOOM', 2000],
];

export const WAREHOUSE_ID = 'inSPIRED-Warehouse';

export interface ShippingMethodData {
  id: string;
  name: Texts;
  description: Texts;
  /** Days from shipment to delivery. */
  shippingTime: [min: number, max: number];
  /** Net shipping costs in cents per currency (PLN and RON from EUR, seed/load.ts); gross adds the shop country's standard tax. */
  netCosts: CentsPerCurrency;
  /** The only countries the method ships to; every country when absent. */
  countries?: string[];
}

/** The shop country's (DE) standard tax rate, which shipping costs carry like products. */
export const SHIPPING_TAX_RATE = 0.19;

/**
 * Tax rates in basis points by country and tax class. DE is the shop country, whose rates the
 * catalogue's gross prices carry (19 % standard, 7 % reduced for books); US sales are untaxed
 * here (no sales tax collected). Countries without rates are taxed like the shop country.
 */
export const COUNTRY_TAX_RATES: Record<string, { standard: number; reduced: number }> = {
  DE: { standard: 1900, reduced: 700 },
  AT: { standard: 2000, reduced: 1000 },
  US: { standard: 0, reduced: 0 },
};

export const SHIPPING_METHODS: ShippingMethodData[] = [
  {
    id: 'STD_GROUND',
    name: { en_US: 'Standard Ground', de_DE: 'Standardversand' },
    description: { en_US: 'Delivery within a week', de_DE: 'Lieferung innerhalb einer Woche' },
    shippingTime: [3, 7],
    netCosts: { EUR: 420, USD: 504 },
  },
  {
    id: 'STD_2DAY',
    name: { en_US: '2-Business Day', de_DE: 'Lieferung in 2 Werktagen' },
    description: { en_US: 'Delivery within two business days', de_DE: 'Lieferung innerhalb von zwei Werktagen' },
    shippingTime: [1, 2],
    netCosts: { EUR: 840, USD: 924 },
  },
  {
    id: 'EXPRESS',
    name: { en_US: 'Express Delivery', de_DE: 'Expresslieferung' },
    description: { en_US: 'Delivery on the next business day', de_DE: 'Lieferung am nächsten Werktag' },
    shippingTime: [1, 1],
    netCosts: { EUR: 1681, USD: 1849 },
    countries: ['DE', 'AT'],
  },
];

export interface PaymentParameterData {
  name: string;
  displayName: Texts;
  /** The message of each constraint the parameter has (and of no other), per locale. */
  messages: { required?: Texts; size?: Texts; pattern?: Texts };
  required: boolean;
  size?: [min: number, max: number];
  pattern?: string;
  /** Stored and answered with all but the last four characters masked. */
  masked: boolean;
}

export interface PaymentMethodData {
  id: string;
  displayName: Texts;
  description: Texts;
  capabilities: string[];
  saveAllowed: boolean;
  /** Net payment costs in cents per currency; gross adds the shop country's standard tax. */
  netCosts: CentsPerCurrency;
  /** The SEPA mandate of a direct debit; its instruments get a mandate reference. */
  mandateText?: Texts;
  /** Restricted when the basket's gross total (before payment costs) is above this, in cents. */
  maxGross?: CentsPerCurrency;
  parameters: PaymentParameterData[];
}

const FREE = { EUR: 0, USD: 0 };

export const PAYMENT_METHODS: PaymentMethodData[] = [
  {
    id: 'ISH_INVOICE',
    displayName: { en_US: 'Invoice', de_DE: 'Rechnung' },
    description: { en_US: 'Pay within 14 days of delivery', de_DE: 'Zahlung innerhalb von 14 Tagen nach Lieferung' },
    capabilities: [],
    saveAllowed: false,
    netCosts: FREE,
    maxGross: { EUR: 100_000, USD: 110_000 },
    parameters: [],
  },
  {
    id: 'ISH_CASH_ON_DELIVERY',
    displayName: { en_US: 'Cash on Delivery', de_DE: 'Nachnahme' },
    description: { en_US: 'Pay the courier on delivery', de_DE: 'Zahlung bei Lieferung an den Boten' },
    capabilities: [],
    saveAllowed: false,
    netCosts: { EUR: 420, USD: 504 },
    maxGross: { EUR: 50_000, USD: 55_000 },
    parameters: [],
  },
  {
    id: 'ISH_CREDITCARD',
    displayName: { en_US: 'Credit Card', de_DE: 'Kreditkarte' },
    description: { en_US: 'Visa, Mastercard, American Express', de_DE: 'Visa, Mastercard oder American Express' },
    capabilities: [],
    saveAllowed: true,
    netCosts: FREE,
    parameters: [
      {
        name: 'holder',
        displayName: { en_US: 'Card holder', de_DE: 'Karteninhaber' },
        messages: {
          required: { en_US: 'Card holder is required.', de_DE: 'Bitte geben Sie den Karteninhaber ein.' },
          size: { en_US: 'Card holder must have 2 to 80 characters.', de_DE: 'Der Karteninhaber muss 2 bis 80 Zeichen haben.' },
        },
        required: true,
        size: [2, 80],
        masked: false,
      },
      {
        name: 'creditCardNumber',
        displayName: { en_US: 'Card number', de_DE: 'Kartennummer' },
        messages: {
          required: { en_US: 'Card number is required.', de_DE: 'Bitte geben Sie die Kartennummer ein.' },
          size: { en_US: 'Card number must have 13 to 19 characters.', de_DE: 'Die Kartennummer muss 13 bis 19 Zeichen haben.' },
          pattern: { en_US: 'Card number is not valid.', de_DE: 'Die Kartennummer ist ungültig.' },
        },
        required: true,
        size: [13, 19],
        pattern: '^[0-9]+$',
        masked: true,
      },
      {
        name: 'expiryDate',
        displayName: { en_US: 'Expiry date (MM/YY)', de_DE: 'Ablaufdatum (MM/JJ)' },
        messages: {
          required: { en_US: 'Expiry date (MM/YY) is required.', de_DE: 'Bitte geben Sie das Ablaufdatum (MM/JJ) ein.' },
          pattern: { en_US: 'Expiry date (MM/YY) is not valid.', de_DE: 'Das Ablaufdatum (MM/JJ) ist ungültig.' },
        },
        required: true,
        pattern: '^(0[1-9]|1[0-2])/[0-9]{2}$',
        masked: false,
      },
    ],
  },
  {
    id: 'ISH_DEBIT_TRANSFER',
    displayName: { en_US: 'Direct Debit', de_DE: 'Lastschrift' },
    description: { en_US: 'SEPA direct debit', de_DE: 'SEPA-Lastschrift' },
    capabilities: [],
    saveAllowed: true,
    netCosts: FREE,
    mandateText: {
      en_US: 'I authorise inSPIRED to collect payments from my account by direct debit.',
      de_DE: 'Ich ermächtige inSPIRED, Zahlungen von meinem Konto mittels Lastschrift einzuziehen.',
    },
    parameters: [
      {
        name: 'holder',
        displayName: { en_US: 'Account holder', de_DE: 'Kontoinhaber' },
        messages: {
          required: { en_US: 'Account holder is required.', de_DE: 'Bitte geben Sie den Kontoinhaber ein.' },
          size: { en_US: 'Account holder must have 2 to 80 characters.', de_DE: 'Der Kontoinhaber muss 2 bis 80 Zeichen haben.' },
        },
        required: true,
        size: [2, 80],
        masked: false,
      },
      {
        name: 'IBAN',
        displayName: { en_US: 'IBAN', de_DE: 'IBAN' },
        messages: {
          required: { en_US: 'IBAN is required.', de_DE: 'Bitte geben Sie die IBAN ein.' },
          size: { en_US: 'IBAN must have 15 to 34 characters.', de_DE: 'Die IBAN muss 15 bis 34 Zeichen haben.' },
          pattern: { en_US: 'IBAN is not valid.', de_DE: 'Die IBAN ist ungültig.' },
        },
        required: true,
        size: [15, 34],
        pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]+$',
        masked: true,
      },
      {
        name: 'BIC',
        displayName: { en_US: 'BIC', de_DE: 'BIC' },
        messages: { pattern: { en_US: 'BIC is not valid.', de_DE: 'Die BIC ist ungültig.' } },
        required: false,
        pattern: '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$',
        masked: false,
      },
    ],
  },
  {
    id: 'ISH_GIFT_CARD',
    displayName: { en_US: 'Gift Card', de_DE: 'Geschenkkarte' },
    description: { en_US: 'inSPIRED gift card', de_DE: 'inSPIRED-Geschenkkarte' },
    capabilities: ['LimitedTender'],
    saveAllowed: false,
    netCosts: FREE,
    parameters: [
      {
        name: 'giftCardNumber',
        displayName: { en_US: 'Gift card number', de_DE: 'Geschenkkartennummer' },
        messages: {
          required: { en_US: 'Gift card number is required.', de_DE: 'Bitte geben Sie die Geschenkkartennummer ein.' },
          size: { en_US: 'Gift card number must have 16 to 16 characters.', de_DE: 'Die Geschenkkartennummer muss 16 Zeichen haben.' },
          pattern: { en_US: 'Gift card number is not valid.', de_DE: 'Die Geschenkkartennummer ist ungültig.' },
        },
        required: true,
        size: [16, 16],
        pattern: '^[0-9]+$',
        masked: true,
      },
    ],
  },
  {
    // The bundled demo provider's page (checkout/payment-provider-routes.ts) takes the payment.
    id: 'ISH_DEMO_REDIRECT',
    displayName: { en_US: 'Online payment (demo provider)', de_DE: 'Online-Zahlung (Demo-Anbieter)' },
    description: {
      en_US: "You pay on the demo provider's page; no money is moved.",
      de_DE: 'Sie zahlen auf der Seite des Demo-Anbieters; es fließt kein Geld.',
    },
    capabilities: ['RedirectAfterCheckout'],
    saveAllowed: false,
    netCosts: FREE,
    parameters: [],
  },
];
