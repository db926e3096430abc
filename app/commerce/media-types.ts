// Accept media types by resource family. ICM versions its REST resources through the Accept header;
// a resource not listed answers plain application/json.

export const JSON_MEDIA_TYPE = 'application/json';

const vnd = (name: string) => `application/vnd.intershop.${name}+json`;

export const MEDIA_TYPES = {
  basket: vnd('basket.v1'),
  order: vnd('order.v1'),
  recurringOrder: vnd('recurringorder.v2'),
  pricing: vnd('pricing.v1'),
  inventory: vnd('inventory.v1'),
  configuration: vnd('configuration.v1'),
  country: vnd('country.v1'),
  gdpr: vnd('gdpr.v1'),
  withdrawal: vnd('withdrawal.v1'),
  costCenter: vnd('costcenter.v2'),
  punchout: vnd('punchout.v2'),
  punchoutCxml: vnd('punchout.cxml.v3'),
  xml: 'text/xml',
  json: JSON_MEDIA_TYPE,
} as const;

/** First match wins; paths are relative to the REST base, without query. */
const RULES: [RegExp, string][] = [
  [/^customers\/[^/]+\/punchouts\/(cxml[^/]*|ids)\/transfer/, MEDIA_TYPES.xml],
  [/^customers\/[^/]+\/punchouts\/cxml[^/]*\/(users|sessions)(\/|$)/, MEDIA_TYPES.punchoutCxml],
  [/^customers\/[^/]+\/punchouts(\/|$)/, MEDIA_TYPES.punchout],
  [/(^|\/)recurringorders(\/|$)/, MEDIA_TYPES.recurringOrder],
  [/(^|\/)costcenters(\/|$)/, MEDIA_TYPES.costCenter],
  [/^(baskets|buckets)(\/|$)/, MEDIA_TYPES.basket],
  [/^(orders|orders-csv)(\/|$)/, MEDIA_TYPES.order],
  [/(^|\/)requisitions(\/|$)/, MEDIA_TYPES.order],
  [/^productprices(\/|$)/, MEDIA_TYPES.pricing],
  [/^inventories(\/|$)/, MEDIA_TYPES.inventory],
  [/^configurations(\/|$)/, MEDIA_TYPES.configuration],
  [/^countries(\/|$)/, MEDIA_TYPES.country],
  [/^gdpr-requests(\/|$)/, MEDIA_TYPES.gdpr],
  [/(^|\/)withdrawals?(\/|$)/, MEDIA_TYPES.withdrawal],
];

export function mediaTypeFor(path: string): string {
  const bare = path.replace(/^\/+/, '').split('?')[0];
  return RULES.find(([pattern]) => pattern.test(bare))?.[1] ?? JSON_MEDIA_TYPE;
}
