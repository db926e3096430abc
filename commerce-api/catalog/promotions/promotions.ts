// Promotions as the ICM promotion resource shows them.
import type { Db } from '../../db/open-database';

export function createPromotionStore(db: Db) {
  const byId = db.prepare(`SELECT p.id, p.promotion_type AS promotionType, p.coupon_code_required AS couponCodeRequired,
      p.currency, p.use_external_url AS useExternalUrl, p.external_url AS externalUrl,
      p.disable_messages AS disableMessages, t.name, t.title, t.description,
      t.legal_content_message AS legalContentMessage
    FROM promotions p JOIN promotion_texts t ON t.promotion_id = p.id AND t.locale = ?
    WHERE p.id = ?`);
  return {
    find(id: string, locale: string) {
      const row = byId.get(locale, id) as
        | {
            id: string;
            promotionType: string;
            couponCodeRequired: number;
            currency: string | null;
            useExternalUrl: number;
            externalUrl: string | null;
            disableMessages: number;
            name: string;
            title: string;
            description: string;
            legalContentMessage: string | null;
          }
        | undefined;
      if (!row) return undefined;
      return {
        type: 'Promotion',
        id: row.id,
        name: row.name,
        title: row.title,
        longTitle: row.title,
        description: row.description,
        ruleDescription: row.description,
        ...(row.legalContentMessage ? { legalContentMessage: row.legalContentMessage } : {}),
        couponCodeRequired: row.couponCodeRequired === 1,
        ...(row.currency ? { currency: row.currency } : {}),
        promotionType: row.promotionType,
        useExternalUrl: row.useExternalUrl === 1,
        ...(row.externalUrl ? { externalUrl: row.externalUrl } : {}),
        disableMessages: row.disableMessages === 1,
      };
    },
  };
}

export type PromotionStore = ReturnType<typeof createPromotionStore>;
