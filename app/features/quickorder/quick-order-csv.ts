// The quick order's CSV file (shopping-core §8): `sku,quantity` lines, comma or semicolon, with or
// without a header line, at most CSV_MAX_LINES. The file is refused as a whole when it is empty, not
// text, or too long; a line that cannot be read is refused on its own, by its number, and never
// becomes a row: nothing goes into the basket that the file did not plainly ask for. A cell that a
// spreadsheet would run as a formula (=, +, -, @ at its start) is refused, never echoed.
import { quantityProblemOf } from './quick-order-quantity';

export const CSV_MAX_LINES = 1000;
/** 1,000 lines of a long SKU and a quantity, with room to spare; a bigger upload is refused unread. */
export const CSV_MAX_BYTES = 256 * 1024;
const MAX_SKU_LENGTH = 256;

export interface CsvLine {
  sku: string;
  quantity: number;
}

/** A line refused on its own: its number in the file (1-based) and why, as a message key. */
export interface CsvLineProblem {
  line: number;
  key: string;
  values?: Record<string, number>;
}

export type CsvReading =
  | { ok: true; lines: CsvLine[]; problems: CsvLineProblem[] }
  | { ok: false; key: string; values?: Record<string, number> };

const HEADER_SKU = new Set(['sku', 'product id', 'productid', 'product', 'artikelnummer', 'artikel']);
const HEADER_QUANTITY = new Set(['quantity', 'qty', 'menge', 'anzahl']);
/** What a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;
// Control characters other than tab: a text file has none.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The file's text, or undefined when it is not UTF-8 text (a binary file). */
function textOf(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return CONTROL.test(text) ? undefined : text;
  } catch {
    return undefined;
  }
}

/** One line's cells: split at the delimiter outside double quotes; `""` inside quotes is a quote. */
export function cellsOf(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < line.length; at++) {
    const char = line[at];
    if (quoted) {
      if (char === '"' && line[at + 1] === '"') {
        cell += '"';
        at++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

function isHeader(cells: string[]): boolean {
  return HEADER_SKU.has(cells[0].toLowerCase()) || HEADER_QUANTITY.has((cells[1] ?? '').toLowerCase());
}

/** Why one line's cells are no row, or the row. */
function lineOf(cells: string[]): CsvLine | Omit<CsvLineProblem, 'line'> {
  // A negative quantity is a wrong quantity rather than a formula.
  if (cells.some((cell, index) => FORMULA_START.test(cell) && !(index === 1 && /^-\d+$/.test(cell)))) return { key: 'quickorder.csv.error.formula' };
  const [sku, quantity = '', ...rest] = cells;
  if (rest.some((cell) => cell !== '')) return { key: 'quickorder.csv.error.line_format' };
  if (sku === '') return { key: 'quickorder.error.sku_missing' };
  if (sku.length > MAX_SKU_LENGTH) return { key: 'quickorder.csv.error.line_format' };
  const problem = quantityProblemOf(quantity);
  if (problem) return problem;
  return { sku, quantity: Number(quantity) };
}

/** Reads an uploaded file (its bytes, already known to be at most CSV_MAX_BYTES). */
export function readQuickOrderCsv(bytes: Uint8Array): CsvReading {
  if (bytes.length === 0) return { ok: false, key: 'quickorder.csv.error.empty' };
  const text = textOf(bytes);
  if (text === undefined) return { ok: false, key: 'quickorder.csv.error.not_text' };
  const numbered = text
    .split(/\r\n|\n|\r/)
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => line.trim() !== '');
  if (numbered.length === 0) return { ok: false, key: 'quickorder.csv.error.empty' };
  const delimiter = numbered[0].line.includes(';') ? ';' : ',';
  const body = isHeader(cellsOf(numbered[0].line, delimiter)) ? numbered.slice(1) : numbered;
  if (body.length === 0) return { ok: false, key: 'quickorder.csv.error.empty' };
  if (body.length > CSV_MAX_LINES) return { ok: false, key: 'quickorder.csv.error.too_many_lines', values: { max: CSV_MAX_LINES } };
  const lines: CsvLine[] = [];
  const problems: CsvLineProblem[] = [];
  for (const { line, number } of body) {
    const read = lineOf(cellsOf(line, delimiter));
    if ('sku' in read) lines.push(read);
    else problems.push({ line: number, ...read });
  }
  return { ok: true, lines, problems };
}
