import { z } from 'zod';

import { idString, lenientBoolean, lenientString } from './lenient-scalars';
import { absoluteIcmUrl, type MappingContext } from './mapping-context';

export interface Promotion {
  id: string;
  name: string;
  title?: string;
  longTitle?: string;
  description?: string;
  ruleDescription?: string;
  legalContentMessage?: string;
  couponCodeRequired: boolean;
  currency?: string;
  promotionType?: string;
  icon?: string;
  externalDetailsUrl?: string;
  useExternalUrl: boolean;
  disableMessages: boolean;
}

/** `GET promotions/{id}`. */
export const promotionDataSchema = z.looseObject({
  id: idString,
  name: lenientString.optional(),
  title: lenientString.optional(),
  longTitle: lenientString.optional(),
  description: lenientString.optional(),
  ruleDescription: lenientString.optional(),
  legalContentMessage: lenientString.optional(),
  couponCodeRequired: lenientBoolean.optional(),
  currency: lenientString.optional(),
  promotionType: lenientString.optional(),
  icon: lenientString.optional(),
  externalDetailsUrl: lenientString.optional(),
  useExternalUrl: lenientBoolean.optional(),
  disableMessages: lenientBoolean.optional(),
});
export type PromotionData = z.infer<typeof promotionDataSchema>;

export function mapPromotion(data: PromotionData, context?: MappingContext): Promotion {
  const promotion: Promotion = {
    id: data.id,
    name: data.name ?? data.title ?? data.id,
    couponCodeRequired: data.couponCodeRequired ?? false,
    useExternalUrl: data.useExternalUrl ?? false,
    disableMessages: data.disableMessages ?? false,
  };
  const optional = {
    title: data.title,
    longTitle: data.longTitle,
    description: data.description,
    ruleDescription: data.ruleDescription,
    legalContentMessage: data.legalContentMessage,
    currency: data.currency,
    promotionType: data.promotionType,
    icon: absoluteIcmUrl(data.icon, context),
    externalDetailsUrl: data.externalDetailsUrl,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value) (promotion as unknown as Record<string, unknown>)[key] = value;
  }
  return promotion;
}
