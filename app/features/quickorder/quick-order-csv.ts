// The quick order's CSV file (shopping-core §8): `sku,quantity` lines, comma or semicolon, with or
// without a header line, at most CSV_MAX_LINES, read with csv-parse (quotes, `""` escapes, CRLF, LF
// or CR). The file is refused as a whole when it is empty, not text, too long, or has a quote that is
// never closed (everything after it would be one cell); a line that cannot be read is refused on its
// own, by its number, and never becomes a row: nothing goes into the basket that the file did not
// plainly ask for. A cell that a spreadsheet would run as a formula (=, +, -, @, tab or CR at its
// start) is refused, never echoed.
import { type InfoRecord, parse } from 'csv-parse/sync';
import { CSV_MAX_BYTES, CSV_MAX_LINES } from './quick-order-csv-limits';
import { quantityProblemOf } from './quick-order-quantity';

export { CSV_MAX_BYTES, CSV_MAX_LINES };
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

/** A record as csv-parse read it (spaces before a cell gone), by the line it starts on. */
interface CsvRecord {
  line: number;
  /** Undefined for a record csv-parse skipped. */
  cells?: string[];
}

const lineBreaksIn = (text: string) => text.split('\n').length - 1;

/**
 * The file's records in file order, or the whole-file refusal when csv-parse cannot go on. Line ends
 * are made `\n` first: csv-parse miscounts lines, and cuts `raw` short, when CRLF, LF and CR mix.
 */
function recordsOf(text: string, delimiter: string): CsvRecord[] | CsvReading {
  const skipped: { line: number; raw: string; code?: string }[] = [];
  const parsed = parse(text.replace(/\r\n?/g, '\n'), {
    delimiter,
    record_delimiter: '\n',
    // A quote inside a cell is a character (`ab"c`, `"ab"c`) rather than an error that swallows
    // the lines after it. Spaces after a cell are trimmed by the caller: csv-parse's `rtrim` stops
    // reading the file at a character after a closing quote.
    ltrim: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    info: true,
    raw: true,
    on_skip: (error, raw) => {
      skipped.push({ line: Number(error?.lines), raw: raw ?? '', code: error?.code });
      return undefined;
    },
    // csv-parse's types leave out what `info` makes of each record.
  }) as unknown as { record: string[]; info: InfoRecord }[];
  // An unclosed quote makes the rest of the file one cell, so no line after it can be trusted. It
  // opens after the last record read and the blank lines its `raw` starts with.
  const unclosed = skipped.find(({ code }) => code === 'CSV_QUOTE_NOT_CLOSED');
  if (unclosed) {
    const line = (parsed.at(-1)?.info.lines ?? 0) + 1 + lineBreaksIn(/^\s*/.exec(unclosed.raw)![0]);
    return { ok: false, key: 'quickorder.csv.error.quote_not_closed', values: { line } };
  }
  // `lines` is where a record ends: it starts as many lines earlier as its quoted cells hold line breaks.
  const records: CsvRecord[] = parsed.map(({ record, info }) => ({ line: info.lines - lineBreaksIn(record.join('')), cells: record }));
  // The options above let no other error through; should one come, its record is refused, not dropped.
  return [...records, ...skipped.map(({ line }) => ({ line }))].sort((one, other) => one.line - other.line);
}

function isHeader(cells: string[]): boolean {
  return HEADER_SKU.has(cells[0].toLowerCase()) || HEADER_QUANTITY.has((cells[1] ?? '').toLowerCase());
}

/** Whether a cell would run as a formula, with or without the spaces around it (quoted cells keep them). */
const isFormula = (cell: string, index: number) =>
  // A negative quantity is a wrong quantity rather than a formula.
  (FORMULA_START.test(cell) || FORMULA_START.test(cell.trim())) && !(index === 1 && /^-\d+$/.test(cell.trim()));

/** Why one record is no row, or the row. */
function lineOf(record: string[] | undefined): CsvLine | Omit<CsvLineProblem, 'line'> {
  if (!record) return { key: 'quickorder.csv.error.line_format' };
  if (record.some(isFormula)) return { key: 'quickorder.csv.error.formula' };
  // A quoted cell may hold a line break; no item number or quantity does.
  if (record.some((cell) => cell.includes('\n'))) return { key: 'quickorder.csv.error.line_format' };
  const [sku, quantity = '', ...rest] = record.map((cell) => cell.trim());
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
  // The first line's delimiter: a semicolon there, else a comma.
  const delimiter = text.trimStart().split(/\r|\n/)[0].includes(';') ? ';' : ',';
  const read = recordsOf(text, delimiter);
  if (!Array.isArray(read)) return read;
  // A line of spaces is blank (csv-parse skips only empty ones); `,` is a line without an item number.
  const records = read.filter(({ cells }) => !cells || cells.length > 1 || cells[0].trim() !== '');
  if (records.length === 0) return { ok: false, key: 'quickorder.csv.error.empty' };
  const header = records[0].cells;
  const body = header && isHeader(header.map((cell) => cell.trim())) ? records.slice(1) : records;
  if (body.length === 0) return { ok: false, key: 'quickorder.csv.error.empty' };
  if (body.length > CSV_MAX_LINES) return { ok: false, key: 'quickorder.csv.error.too_many_lines', values: { max: CSV_MAX_LINES } };
  const lines: CsvLine[] = [];
  const problems: CsvLineProblem[] = [];
  for (const { line, cells } of body) {
    const row = lineOf(cells);
    if ('sku' in row) lines.push(row);
    else problems.push({ line, ...row });
  }
  return { ok: true, lines, problems };
}
