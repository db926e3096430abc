// What of a backend's refusal reaches the page: its own words (ICM answers them in the page's
// language), except for the REST layer's technical errors and bare codes, which become the shop's
// own message in the page's language.
import { describe, expect, it } from 'vitest';
import { CommerceError } from '~/commerce/errors';
import { addressRefusal } from '~/features/checkout/address-step.server';
import { NOT_PROCESSED, refusalMessage } from '~/http/commerce-boundary.server';
import de from '~/i18n/locales/de/translation.json';
import en from '~/i18n/locales/en/translation.json';

const refusal = (status: number, errorKey: string, message: string, causes: { code: string; message: string; paths?: string[] }[] = []) =>
  new CommerceError({ status, errorKey, message, causes });

describe('refusal messages', () => {
  it("shows the first cause's message, as the backend words it", () => {
    const error = refusal(422, 'basket.line_item.creation.failed', 'Die Artikel konnten nicht in den Warenkorb gelegt werden.', [
      { code: 'basket.line_item.product.not_found.error', message: "Das Produkt 'X-1' ist nicht verfügbar." },
    ]);
    expect(refusalMessage(error)).toEqual({ type: 'error', key: 'basket.error.backend', values: { message: "Das Produkt 'X-1' ist nicht verfügbar." } });
  });

  it('shows the message of a refusal without causes', () => {
    const error = refusal(409, 'basket.attribute.already_exists.error', "Das Attribut 'deliveryTime' ist bereits vorhanden.");
    expect(refusalMessage(error).values).toEqual({ message: "Das Attribut 'deliveryTime' ist bereits vorhanden." });
  });

  it("shows the shop's own message instead of the REST layer's English one", () => {
    const error = refusal(400, 'rest.request.malformed.error', 'Invalid request: body/0/quantity/value must be <= 1000000.');
    expect(refusalMessage(error)).toBe(NOT_PROCESSED);
  });

  it("shows the shop's own message instead of a bare error code", () => {
    expect(refusalMessage(refusal(422, 'basket.update.failed', 'basket.update.failed'))).toBe(NOT_PROCESSED);
  });

  it("shows the shop's own message in both languages", () => {
    expect([en[NOT_PROCESSED.key as keyof typeof en], de[NOT_PROCESSED.key as keyof typeof de]]).toEqual([
      'Your entry could not be processed. Please check it and try again.',
      'Ihre Eingabe konnte nicht verarbeitet werden. Bitte prüfen Sie sie und versuchen Sie es noch einmal.',
    ]);
  });
});

describe('address refusals', () => {
  it('shows the message of a refusal without causes (an address the buyer may not change) above the form', () => {
    const message = 'Diese Adresse kann nur von der Person, der sie gehört, oder vom Administrator des Kontos geändert werden.';
    expect(addressRefusal(refusal(403, 'customer.address.not_editable.error', message), 'address')).toEqual({
      fieldErrors: {},
      messages: [{ type: 'error', key: 'checkout.address.error.backend', values: { message } }],
    });
  });

  it("shows the shop's own message for the REST layer's errors", () => {
    const error = refusal(400, 'rest.request.malformed.error', 'Invalid request: body/city must NOT have more than 200 characters.');
    expect(addressRefusal(error, 'address').messages).toEqual([NOT_PROCESSED]);
  });
});
