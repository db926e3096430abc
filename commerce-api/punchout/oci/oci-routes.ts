// OCI 5 punchout (punchout.v2; the PWA's PunchoutService): GET customers/{no}/punchouts/oci5 (the
// formatters and placeholders a configuration may use), GET and PUT …/oci5/configurations (the
// company's NEW_ITEM configuration, for APP_B2B_MANAGE_PUNCHOUT), and for the company's OCI punchout
// users: POST …/oci5/transfer?basketId= (the basket as NEW_ITEM fields, for the hidden form the
// storefront posts to the HOOK_URL), GET …/oci5/validate?productId=&quantity= (OCI's VALIDATE) and
// GET …/oci5/background-search?searchString= (BACKGROUND_SEARCH), all three answering {data}.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { quantityRulesOf, quantityViolations } from '../../basket/quantity-rules';
import { normalizeSearchTerm } from '../../catalog/search/search-term';
import type { ProductSearch } from '../../catalog/search/search';
import type { ProductRecord } from '../../catalog/products/product-store';
import type { Principals } from '../../customer/principal';
import { InvalidAttributeError, notFound } from '../../http/icm-errors';
import { Text } from '../../http/schemas';
import type { ShopSettings } from '../../reference/shop-settings';
import { punchoutCaller, punchoutManager, punchoutUserCaller } from '../punchout-access';
import { type PunchoutBasketStores, transferredBasket } from '../punchout-basket';
import { PUNCHOUT_TYPE_READERS } from '../punchout-type-routes';
import { OCI, punchoutTypeDocument } from '../punchout-types';
import { configurationOf } from './oci-configuration-input';
import type { OciConfigurations } from './oci-configuration-store';
import { type OciItemStores, basketItems, ociData, productItems } from './oci-items';
import { FORMATTER_IDS, PLACEHOLDER_IDS } from './oci-values';

export interface OciRouteStores extends PunchoutBasketStores, OciItemStores {
  principals: Principals;
  search: ProductSearch;
  settings: ShopSettings;
  ociConfigurations: OciConfigurations;
}

/** A background search answers the most relevant products only: SRM lists them, nobody pages through them. */
const MAX_BACKGROUND_SEARCH_ITEMS = 100;

const CustomerParams = Type.Object({ customerNo: Text });
const TransferQuery = Type.Object({ basketId: Text });
const ValidateQuery = Type.Object({ productId: Text, quantity: Type.Optional(Text) });
const SearchQuery = Type.Object({ searchString: Text });
const Body = Type.Unknown();

const PATH = '/customers/:customerNo/punchouts/oci5';

/** Products a procurement system can order: online, no variation master, no warranty on its own. */
const orderable = (product: ProductRecord) => product.online && product.kind !== 'master' && product.kind !== 'warranty';

export function registerOciRoutes(app: FastifyInstance, stores: OciRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  /** OCI sends quantities as decimals ("2.000"); the shop sells whole pieces. */
  function quantityOf(value: string | undefined): number {
    if (value === undefined || value === '') return 1;
    const quantity = /^\d{1,11}(\.\d{1,3})?$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(quantity) || quantity < 1) {
      throw new InvalidAttributeError('quantity', 'rest.parameter.invalid.error', `The quantity '${value}' is no whole number of at least 1.`);
    }
    return quantity;
  }

  /** The quantity as a basket line would take it (minimum, maximum, step); else 400 with the rules it breaks. */
  function refuseBrokenRules(product: ProductRecord, quantity: number, locale: string): void {
    const causes = quantityViolations(product, quantity, quantityRulesOf(product, stores.settings.maxItemQuantity()), '/quantity', locale);
    if (causes.length > 0) throw new InvalidAttributeError('quantity', causes[0].code, causes[0].message, causes);
  }

  typed.get(PATH, { schema: { params: CustomerParams } }, async request => {
    punchoutCaller(request, stores.principals, request.params.customerNo, PUNCHOUT_TYPE_READERS);
    return {
      ...punchoutTypeDocument(OCI),
      availableFormatters: FORMATTER_IDS.map(id => ({ id })),
      availablePlaceholders: PLACEHOLDER_IDS.map(id => ({ id })),
    };
  });

  typed.get(`${PATH}/configurations`, { schema: { params: CustomerParams } }, async request => {
    const caller = punchoutManager(request, stores.principals, request.params.customerNo);
    return { items: stores.ociConfigurations.of(caller.customerId) };
  });

  typed.put(`${PATH}/configurations`, { schema: { params: CustomerParams, body: Body } }, async request => {
    const caller = punchoutManager(request, stores.principals, request.params.customerNo);
    stores.ociConfigurations.update(caller.customerId, configurationOf(request.body, request.icm.locale));
    return { items: stores.ociConfigurations.of(caller.customerId) };
  });

  typed.post(`${PATH}/transfer`, { schema: { params: CustomerParams, querystring: TransferQuery } }, async request => {
    const caller = punchoutUserCaller(request, stores.principals, request.params.customerNo, OCI);
    const items = basketItems(transferredBasket(request, request.query.basketId, stores), stores);
    return { data: ociData(items, stores.ociConfigurations.of(caller.customerId)) };
  });

  typed.get(`${PATH}/validate`, { schema: { params: CustomerParams, querystring: ValidateQuery } }, async request => {
    const caller = punchoutUserCaller(request, stores.principals, request.params.customerNo, OCI);
    const { productId } = request.query;
    const quantity = quantityOf(request.query.quantity);
    const { locale, currency } = request.icm;
    const product = stores.products.findBySku(productId, locale);
    const items = product && orderable(product) ? productItems([{ product, quantity }], { locale, currency }, stores) : [];
    if (!product || items.length === 0) throw notFound('product.not_found.error', `The product with SKU '${productId}' cannot be ordered.`);
    refuseBrokenRules(product, quantity, locale);
    return { data: ociData(items, stores.ociConfigurations.of(caller.customerId)) };
  });

  typed.get(`${PATH}/background-search`, { schema: { params: CustomerParams, querystring: SearchQuery } }, async request => {
    const caller = punchoutUserCaller(request, stores.principals, request.params.customerNo, OCI);
    const term = normalizeSearchTerm(request.query.searchString);
    if (term === '') throw new InvalidAttributeError('searchString', 'rest.parameter.invalid.error', 'The search string is empty.');
    const { locale, currency } = request.icm;
    const hits = stores.search.search(term, locale);
    const products = stores.products.findByIds(hits.map(hit => hit.productId), locale).filter(orderable);
    // each at the least a basket line of it takes
    const entries = products.map(product => ({ product, quantity: product.minOrderQuantity }));
    const items = productItems(entries, { locale, currency }, stores).slice(0, MAX_BACKGROUND_SEARCH_ITEMS);
    return { data: ociData(items, stores.ociConfigurations.of(caller.customerId)) };
  });
}
