// The quick order page's loader and action (/quick-order, feature quickorder). The rows form posts one
// of three intents (a row's choice among the products its term matched stands for its item number):
// `check` resolves the rows, `add-rows` gives five more, `add` puts the resolved rows
// into the basket (the rows left, with their reasons, come back; all added goes back to an empty form
// with the success message). The CSV form posts a file (multipart), read only up to its size limit,
// whose lines become rows for review with the lookup's counts (shopping-core §8). Every answer is the
// page itself, so the page works the same without JavaScript.
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { flashMessages } from '~/forms/flash.server';
import { dispatchIntent, parseForm, readForm } from '~/forms/form-action.server';
import type { ShopMessage } from '~/forms/form-reply';
import { PRIVATE_PAGE_CACHE } from '~/http/cache-policy';
import { commerceErrorResponse } from '~/http/commerce-boundary.server';
import { pagePath } from '~/http/page-path';
import { getShop, type ShopContext } from '~/http/shop-context.server';
import { CSV_MAX_BYTES, CSV_MAX_LINES, type CsvLineProblem, readQuickOrderCsv } from './quick-order-csv';
import { addRows, resolveRows, type RowView, type TypedRow } from './resolve-rows.server';

/** Rows a fresh form has, and how many "add more rows" adds. */
export const ROWS_STEP = 5;
/** The multipart envelope around the file: its boundaries and headers, with room to spare. */
const UPLOAD_MAX_BYTES = CSV_MAX_BYTES + 16 * 1024;

export interface QuickOrderAnswer {
  rows: RowView[];
  messages: ShopMessage[];
  /** The CSV lines refused on their own. */
  lineProblems?: CsvLineProblem[];
}

const blankRows = (count: number): RowView[] => Array.from({ length: count }, () => ({ sku: '', quantity: '' }));

/** The rows followed by blank ones, at least ROWS_STEP in all (or `extra` more). */
const withBlankRows = (rows: RowView[], extra = 0) => [...rows, ...blankRows(Math.max(ROWS_STEP - rows.length, extra))];

const rowsSchema = z.object({
  rows: z
    .array(z.object({ sku: z.string().max(256).optional(), choice: z.string().max(256).optional(), quantity: z.string().max(32).optional() }))
    .max(CSV_MAX_LINES + ROWS_STEP)
    .optional(),
});

export function quickOrderLoader({ context }: { context: Parameters<typeof getShop>[0] }) {
  const shop = getShop(context);
  const answer: QuickOrderAnswer = { rows: blankRows(ROWS_STEP), messages: [] };
  return data({ title: shop.t('quickorder.page.title'), ...answer }, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
}

const answer = (value: QuickOrderAnswer, status = 200) => data(value, { status });

const refusedFile = (key: string, values?: Record<string, number>, status = 422) =>
  answer({ rows: blankRows(ROWS_STEP), messages: [{ type: 'error', key, ...(values ? { values } : {}) }] }, status);

/** The posted multipart form, read up to `UPLOAD_MAX_BYTES`; undefined when the post is bigger. */
async function readUpload(request: Request): Promise<FormData | undefined> {
  const declared = Number(request.headers.get('Content-Length'));
  if (declared > UPLOAD_MAX_BYTES) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    size += read.value.byteLength;
    if (size > UPLOAD_MAX_BYTES) {
      await reader!.cancel();
      return undefined;
    }
    chunks.push(read.value);
  }
  const body = new Uint8Array(size);
  chunks.reduce((at, chunk) => (body.set(chunk, at), at + chunk.byteLength), 0);
  return new Request(request.url, { method: 'POST', headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' }, body }).formData().catch(() => {
    throw data(null, { status: 400 });
  });
}

async function uploadCsv(shop: ShopContext, request: Request) {
  const form = await readUpload(request);
  if (!form) return refusedFile('quickorder.csv.error.too_big', { max: CSV_MAX_BYTES / 1024 }, 413);
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return refusedFile('quickorder.csv.error.empty');
  const reading = readQuickOrderCsv(new Uint8Array(await file.arrayBuffer()));
  if (!reading.ok) return refusedFile(reading.key, reading.values);
  const rows = await resolveRows(
    shop,
    reading.lines.map((line) => ({ sku: line.sku, quantity: String(line.quantity) })),
  );
  const found = rows.filter((row) => row.product).length;
  const messages: ShopMessage[] = [
    { type: rows.length > found ? 'error' : 'success', key: 'ede.quickorder.csv.lookup.result.message', values: { found, notFound: rows.length - found, total: rows.length } },
  ];
  return answer({ rows: withBlankRows(rows), messages, lineProblems: reading.problems });
}

function typedRowsOf(form: FormData): TypedRow[] | undefined {
  const submission = parseForm(form, rowsSchema);
  if (submission.status !== 'success') return undefined;
  return (submission.value.rows ?? []).map((row) => ({ sku: row.choice ?? row.sku ?? '', quantity: row.quantity ?? '' }));
}

export async function quickOrderAction({ request, context }: { request: Request; context: Parameters<typeof getShop>[0] }) {
  const shop = getShop(context);
  try {
    if ((request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) return await uploadCsv(shop, request);
    const form = await readForm(request);
    const typed = typedRowsOf(form);
    if (!typed) return refusedFile('quickorder.error.too_many_rows', { max: CSV_MAX_LINES });
    return await dispatchIntent(form, {
      async check() {
        const rows = await resolveRows(shop, typed);
        return answer({ rows: withBlankRows(rows), messages: [] }, rows.some((row) => row.error) ? 422 : 200);
      },
      async 'add-rows'() {
        const rows = await resolveRows(shop, typed);
        return answer({ rows: withBlankRows(rows, typed.length + ROWS_STEP - rows.length), messages: [] });
      },
      async add() {
        const { added, left, notes } = await addRows(shop, typed);
        const addedMessages: ShopMessage[] =
          added.length > 0 ? [{ type: 'success', key: 'quickorder.added.message', values: { count: added.length } }, ...notes] : [];
        if (added.length === 0 && left.length === 0) {
          return answer({ rows: withBlankRows([]), messages: [{ type: 'error', key: 'quickorder.error.nothing' }] }, 422);
        }
        if (left.length === 0) {
          flashMessages(shop.session, addedMessages);
          return redirect(pagePath(request), 303);
        }
        const failed: ShopMessage = { type: 'error', key: 'quickorder.error.rows_left', values: { count: left.length } };
        return answer({ rows: withBlankRows(left), messages: [...addedMessages, failed] }, added.length > 0 ? 200 : 422);
      },
    });
  } catch (error) {
    throw commerceErrorResponse(error);
  }
}
