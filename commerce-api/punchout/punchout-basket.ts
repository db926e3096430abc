// The basket a punchout user transfers to its procurement system: the caller's open basket (by id,
// or `current`), priced exactly as its basket document shows it (sale prices, scaled prices,
// promotions, the ship-to country's tax). Another token's basket, or one already submitted, is
// 404 as at the basket resources; an empty basket has nothing to transfer (422).
import type { FastifyRequest } from 'fastify';

import { type BasketAccessStores, basketOf } from '../basket/basket-access';
import type { BasketView } from '../basket/basket-document';
import { type BasketViewStores, basketView } from '../basket/basket-view';
import { IcmError } from '../http/icm-errors';

export type PunchoutBasketStores = BasketAccessStores & BasketViewStores;

export function transferredBasket(request: FastifyRequest, basketId: string, stores: PunchoutBasketStores): BasketView {
  const view = basketView(basketOf(request, basketId, stores), stores, request.icm.locale);
  if (view.priced.lines.length === 0) {
    throw new IcmError(422, 'punchout.transfer.basket_empty.error', `The basket '${basketId}' has no items to transfer.`);
  }
  return view;
}
