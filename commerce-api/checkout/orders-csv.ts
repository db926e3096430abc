// POST orders-csv: the token's orders as CSV, one row per line item (RFC 4180: CRLF, fields quoted
// when they hold a quote, comma, semicolon or line break). Text cells that a spreadsheet would run
// as a formula (starting with = + - @, tab or CR) get a leading single quote. Product names are the
// catalogue's current names in the request locale (an order document keeps the SKU only), and the
// order date is written as that locale writes a date (11/26/2026, 26.11.2026), which a spreadsheet
// of that language reads as one.
import { languageTag } from '../reference/locales';
import type { StoredOrderDocument } from './order-document';
import type { OrderRecord } from './order-store';

export const CSV_HEADER = ['Order number', 'Order date', 'Status', 'SKU', 'Product name', 'Quantity', 'Unit price', 'Line total', 'Currency'];

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

export function csvField(value: string): string {
  return /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const amount = (value: number) => value.toFixed(2);

/** The day of an ISO timestamp (UTC) in the locale's numeric date; anything else as it is. */
function dateCell(timestamp: string, format: Intl.DateTimeFormat): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : format.format(date);
}

export function ordersCsv(orders: OrderRecord[], productName: (sku: string) => string | undefined, locale: string): string {
  const dates = new Intl.DateTimeFormat(languageTag(locale), { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
  const rows = orders.flatMap(order => {
    const { data, included } = JSON.parse(order.document) as StoredOrderDocument;
    const lines = Object.values((included.lineItems ?? {}) as Record<string, OrderLineData>).sort((a, b) => a.position - b.position);
    return lines.map(line => [
      textCell(String(data.documentNumber)),
      textCell(dateCell(String(data.creationDate), dates)),
      textCell(String(data.statusCode)),
      textCell(line.product),
      textCell(productName(line.product) ?? ''),
      String(line.quantity.value),
      amount(line.pricing.singleBasePrice.gross.value),
      amount(line.pricing.total.gross.value),
      textCell(line.pricing.total.gross.currency),
    ]);
  });
  return [CSV_HEADER, ...rows].map(row => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
