// POST orders-csv: the token's orders as CSV, one row per line item (RFC 4180: CRLF, fields quoted
// when they hold a quote, comma, semicolon or line break). Text cells that a spreadsheet would run
// as a formula (starting with = + - @, tab or CR) get a leading single quote. The file is written as
// a spreadsheet of the request locale's language reads it: its column headers, the status's display
// name (as the order pages show it), the date as that locale writes one (11/26/2026, 26.11.2026) and
// amounts with its decimal mark (70.07, 70,07). Where the decimal mark is a comma the fields are
// separated by semicolons, as German Excel expects; elsewhere by commas. Product names are the
// catalogue's current names in the request locale (an order document keeps the SKU only).
import { languageTag, type LocalizedText, textIn } from '../reference/locales';
import type { StoredOrderDocument } from './order-document';
import type { OrderRecord } from './order-store';
import { statusText } from './order-statuses';

const CSV_HEADER: LocalizedText[] = [
  { en_US: 'Order number', de_DE: 'Bestellnummer' },
  { en_US: 'Order date', de_DE: 'Bestelldatum' },
  { en_US: 'Status', de_DE: 'Status' },
  { en_US: 'SKU', de_DE: 'Artikelnummer' },
  { en_US: 'Product name', de_DE: 'Produktname' },
  { en_US: 'Quantity', de_DE: 'Menge' },
  { en_US: 'Unit price', de_DE: 'Einzelpreis' },
  { en_US: 'Line total', de_DE: 'Gesamtpreis' },
  { en_US: 'Currency', de_DE: 'Währung' },
];

interface OrderLineData {
  position: number;
  product: string;
  quantity: { value: number };
  pricing: { singleBasePrice: { gross: { value: number; currency: string } }; total: { gross: { value: number; currency: string } } };
}

/** A text cell a spreadsheet must show as text. */
export function textCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * A field of a file whose fields are separated by `separator`, quoted when it holds a quote, a line
 * break or a semicolon (so a spreadsheet that splits at semicolons, as German Excel does, keeps it
 * whole), and in a comma file a comma. A semicolon file leaves commas, its decimal marks, unquoted.
 */
export function csvField(value: string, separator: ',' | ';' = ','): string {
  const special = separator === ',' ? /[",;\r\n]/ : /[";\r\n]/;
  return special.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The day of an ISO timestamp (UTC) in the locale's numeric date; anything else as it is. */
function dateCell(timestamp: string, format: Intl.DateTimeFormat): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : format.format(date);
}

export function ordersCsv(orders: OrderRecord[], productName: (sku: string) => string | undefined, locale: string): string {
  const dates = new Intl.DateTimeFormat(languageTag(locale), { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
  // Without grouping: a thousands separator would make a spreadsheet read 1.234,50 or 1,234.50 as text.
  const amounts = new Intl.NumberFormat(languageTag(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  const separator = amounts.format(0.5).includes(',') ? ';' : ',';
  const rows = orders.flatMap(order => {
    const { data, included } = JSON.parse(order.document) as StoredOrderDocument;
    const lines = Object.values((included.lineItems ?? {}) as Record<string, OrderLineData>).sort((a, b) => a.position - b.position);
    return lines.map(line => [
      textCell(String(data.documentNumber)),
      textCell(dateCell(String(data.creationDate), dates)),
      textCell(statusText(String(data.statusCode), locale) ?? String(data.status ?? data.statusCode)),
      textCell(line.product),
      textCell(productName(line.product) ?? ''),
      String(line.quantity.value),
      amounts.format(line.pricing.singleBasePrice.gross.value),
      amounts.format(line.pricing.total.gross.value),
      textCell(line.pricing.total.gross.currency),
    ]);
  });
  const header = CSV_HEADER.map(texts => textIn(texts, locale));
  return [header, ...rows].map(row => row.map(field => csvField(field, separator)).join(separator)).join('\r\n') + '\r\n';
}
