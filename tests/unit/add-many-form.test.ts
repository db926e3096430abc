import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { CommerceError } from '~/commerce/errors';
import type { Product } from '~/commerce/models';
import { ADD_MANY_MAX_ITEMS, addManySchema } from '~/features/basket/add-many-form';
import { addManyIntent } from '~/features/basket/add-many.server';
import type { ShopContext } from '~/http/shop-context.server';

function formOf(entries: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

const items = (...parts: [sku: string, quantity: string][]): [string, string][] =>
  parts.flatMap(([sku, quantity], index): [string, string][] => [
    [`items[${index}].sku`, sku],
    [`items[${index}].quantity`, quantity],
  ]);

function parse(entries: [string, string][]) {
  const submission = parseWithZod(formOf(entries), { schema: addManySchema });
  // The errors by field name, as the reply carries them.
  const error = submission.status === 'error' ? submission.error : undefined;
  return Object.assign(submission, { error }) as typeof submission & { error?: Record<string, string[] | null> };
}

describe('the add-many form', () => {
  it('reads conform’s nested names into items with whole-number quantities', () => {
    const submission = parse(items(['A', '2'], ['B', '0'], ['C', ' 1 ']));
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      items: [
        { sku: 'A', quantity: 2 },
        { sku: 'B', quantity: 0 },
        { sku: 'C', quantity: 1 },
      ],
    });
  });

  it.each(['1.5', '-1', '1e1', '0x10', 'two', '10000000'])('refuses the quantity %s next to its item', (quantity) => {
    const submission = parse(items(['A', '1'], ['B', quantity]));
    expect(submission.status).toBe('error');
    expect(submission.error?.['items[1].quantity']?.[0]).toBe('product.quantity.error.integer');
    expect(submission.error?.['items[0].quantity']).toBeUndefined();
  });

  it('accepts the largest quantity, 9,999,999 (the product’s own maximum is the action’s check)', () => {
    expect(parse(items(['A', '9999999'])).status).toBe('success');
  });

  it('asks for a quantity when one is left empty', () => {
    const submission = parse([...items(['A', '1']), ['items[1].sku', 'B'], ['items[1].quantity', '']]);
    expect(submission.error?.['items[1].quantity']?.[0]).toBe('product.quantity.error.number');
  });

  it('needs at least one quantity above 0', () => {
    const submission = parse(items(['A', '0'], ['B', '0']));
    expect(submission.status).toBe('error');
    expect(submission.error?.['']).toEqual(['basket.add_many.error.nothing_selected']);
  });

  it('needs at least one item', () => {
    expect(parse([]).status).toBe('error');
  });

  it(`takes at most ${ADD_MANY_MAX_ITEMS} items`, () => {
    const many = Array.from({ length: ADD_MANY_MAX_ITEMS }, (_, index): [string, string] => [`SKU-${index}`, '1']);
    expect(parse(items(...many)).status).toBe('success');
    const tooMany = parse(items(...many, ['ONE-MORE', '1']));
    expect(tooMany.status).toBe('error');
    expect(tooMany.error?.items).toEqual(['basket.add_many.error.too_many']);
  });

  it('refuses the same product twice', () => {
    const submission = parse(items(['A', '1'], ['A', '2']));
    expect(submission.error?.['items[1].sku']).toEqual(['basket.add_many.error.duplicate']);
  });

  it('refuses an item without its product', () => {
    const submission = parse([['items[0].quantity', '1']]);
    expect(submission.status).toBe('error');
    expect(submission.error?.['items[0].sku']).toBeDefined();
  });
});

// ---- the action's handler, against a stand-in commerce client ------------------------------------

interface Reply {
  data: { formId: string; messages: { type: string; key: string; values?: Record<string, unknown> }[]; result?: { error?: Record<string, string[]> } };
  init?: { status?: number } | null;
}

const product = (sku: string, rules: Partial<Product> = {}) =>
  ({ sku, name: `Product ${sku}`, type: 'Product', available: true, minOrderQuantity: 1, stepQuantity: 1, maxOrderQuantity: 100, ...rules }) as Product;

function shopWith(catalogue: Product[], addItems: (id: string, items: unknown[]) => Promise<unknown> = async () => ({ lineItems: [], infos: [], errors: [] })) {
  const session = new Map<string, unknown>([['basketId', 'b1']]);
  const added: unknown[][] = [];
  const shop = {
    session: { get: (key: string) => session.get(key), set: (key: string, value: unknown) => session.set(key, value), unset: (key: string) => session.delete(key), flash: (key: string, value: unknown) => session.set(key, value) },
    commerce: {
      tokenRejected: false,
      products: {
        get: async (sku: string) => {
          const found = catalogue.find((candidate) => candidate.sku === sku);
          if (!found) throw new CommerceError({ status: 404 });
          return found;
        },
      },
      baskets: {
        addItems: async (id: string, items: unknown[]) => {
          added.push(items);
          return addItems(id, items);
        },
      },
    },
  } as unknown as ShopContext;
  return { shop, added, session };
}

const post = (entries: [string, string][], enhanced = true) => {
  const form = formOf([['intent', 'add-many'], ...(enhanced ? [['_enhanced', '1'] as [string, string]] : []), ...entries]);
  return { request: new Request('http://shop.test/product/SET?x=1', { method: 'POST' }), form };
};

describe('the add-many intent', () => {
  it('adds the chosen parts in one call, skipping quantity 0', async () => {
    const { shop, added } = shopWith([product('A'), product('B'), product('C')]);
    const { request, form } = post(items(['A', '2'], ['B', '0'], ['C', '1']));
    const reply = (await addManyIntent(request, shop, form)) as unknown as Reply;
    expect(added).toEqual([[{ sku: 'A', quantity: 2 }, { sku: 'C', quantity: 1 }]]);
    expect(reply.data.messages.map((message) => [message.key, message.values?.sku])).toEqual([
      ['ede.shopping_cart.product.added.message', 'A'],
      ['ede.shopping_cart.product.added.message', 'C'],
    ]);
  });

  it('checks every part against its own product, adds nothing and names the offending quantity', async () => {
    const { shop, added } = shopWith([product('A', { minOrderQuantity: 2, stepQuantity: 2 }), product('B'), product('M', { type: 'VariationProductMaster' })]);
    const { request, form } = post(items(['A', '3'], ['B', '1'], ['M', '1'], ['GONE', '1']));
    const reply = (await addManyIntent(request, shop, form)) as unknown as Reply;
    expect(added).toEqual([]);
    expect(reply.init?.status).toBe(422);
    expect(reply.data.result?.error).toMatchObject({
      'items[0].quantity': ['product.quantity.error.step'],
      'items[2].quantity': ['product.error.not_orderable'],
      'items[3].quantity': ['product.error.not_orderable'],
    });
    expect(reply.data.result?.error?.['items[1].quantity']).toBeUndefined();
    expect(reply.data.messages[0]).toMatchObject({ type: 'error', key: 'basket.add_many.error.item', values: { sku: 'A', step: 2 } });
  });

  it('shows the backend’s first cause when it refuses the items', async () => {
    const refusal = new CommerceError({ status: 422, causes: [{ code: 'x', message: 'Not today.' }] });
    const { shop } = shopWith([product('A')], async () => {
      throw refusal;
    });
    const { request, form } = post(items(['A', '1']));
    const reply = (await addManyIntent(request, shop, form)) as unknown as Reply;
    expect(reply.init?.status).toBe(422);
    expect(reply.data.messages).toEqual([{ type: 'error', key: 'basket.error.backend', values: { message: 'Not today.' } }]);
  });

  it('without JavaScript flashes the messages and redirects back to the page it came from', async () => {
    const { shop, session } = shopWith([product('A')]);
    const { request, form } = post(items(['A', '1']), false);
    const response = (await addManyIntent(request, shop, form)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/product/SET?x=1');
    expect(session.get('messages')).toMatchObject([{ key: 'ede.shopping_cart.product.added.message' }]);
  });
});
