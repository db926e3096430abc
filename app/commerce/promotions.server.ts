import type { Transport } from './icm-transport.server';
import { mapPromotion, type Promotion, promotionDataSchema } from './models/promotion';

export function createPromotionsResource(t: Transport) {
  return {
    async get(id: string): Promise<Promotion> {
      if (!id) throw new Error('promotions.get() needs a promotion id');
      const data = await t.request(`promotions/${encodeURIComponent(id)}`, { cacheable: true, schema: promotionDataSchema });
      return mapPromotion(data, t.mapping);
    },
  };
}

export type PromotionsResource = ReturnType<typeof createPromotionsResource>;
