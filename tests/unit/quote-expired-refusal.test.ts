// An expired quote's lines in the basket: the backend refuses the validation or the order with the
// cause basket.line_item.quote.expired.error, which the shop words itself in the page's language.
import { describe, expect, it } from 'vitest';
import type { BasketValidation } from '~/commerce/models/basket-validation';
import { shopWorded, validationMessages } from '~/features/basket/basket-page.server';
import de from '~/i18n/locales/de/translation.json';
import en from '~/i18n/locales/en/translation.json';

const CODE = 'basket.line_item.quote.expired.error';

describe("an expired quote's refusal", () => {
  it("is the shop's translated message, from an error's code or one of its causes", () => {
    expect(shopWorded(['basket.order.creation.failed', CODE])).toEqual({ type: 'error', key: CODE });
    expect(shopWorded(['basket.order.creation.failed', undefined])).toBeUndefined();
    expect(en[CODE]).toMatch(/quote .*expired/);
    expect(de[CODE]).toMatch(/Angebot .*abgelaufen/);
  });

  it("replaces the backend's text among a validation's messages, and leaves the others", () => {
    const validation: BasketValidation = {
      valid: false,
      adjusted: false,
      scopes: ['Quote'],
      errors: [
        { code: 'basket.validation.quote.error', message: 'Quote invalid', causes: [{ code: CODE, message: 'The quote Q-1 expired.' }] },
        { code: 'basket.validation.empty.error', message: 'The cart is empty.' },
      ],
      infos: [],
    };
    expect(validationMessages(validation)).toEqual([
      { type: 'error', key: CODE },
      { type: 'error', key: 'basket.error.backend', values: { message: 'The cart is empty.' } },
    ]);
  });
});
