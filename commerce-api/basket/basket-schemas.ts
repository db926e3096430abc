// Request schemas of the basket routes. Quantities are whole numbers; anything beyond
// MAX_QUANTITY is malformed, everything below it is checked against the product's rules (422).
import { Type } from 'typebox';

import { Text } from '../http/schemas';

const MAX_QUANTITY = 1_000_000;
/** Line items per add request. */
const MAX_ITEMS_PER_REQUEST = 50;

export const BasketParams = Type.Object({ basketId: Text });
export const LineItemParams = Type.Object({ basketId: Text, itemId: Text });

/** `include` is a comma list (`lineItems,discounts`); other query parameters are ignored. */
export const BasketQuery = Type.Object({ include: Type.Optional(Text) });

export const NoBody = Type.Union([Type.Object({}), Type.Null()]);

/** Addresses are named by id or urn, the shipping method by id. */
export const BasketChangesBody = Type.Object({
  messageToMerchant: Type.Optional(Type.String({ maxLength: 1000 })),
  externalOrderReference: Type.Optional(Type.String({ maxLength: 100 })),
  invoiceToAddress: Type.Optional(Text),
  commonShipToAddress: Type.Optional(Text),
  commonShippingMethod: Type.Optional(Text),
  /** A business user's cost center by number (the Order_CostCenter_ID attribute); '' clears it. */
  costCenter: Type.Optional(Type.String({ maxLength: 256 })),
  /** Checked field by field in basket-recurrence.ts (422 with a cause per field); null clears it. */
  recurrence: Type.Optional(
    Type.Union([
      Type.Null(),
      Type.Object({
        interval: Type.Optional(Type.Unknown()),
        startDate: Type.Optional(Type.Unknown()),
        endDate: Type.Optional(Type.Unknown()),
        repetitions: Type.Optional(Type.Unknown()),
      }),
    ]),
  ),
});

const AddressField = Type.Optional(Type.String({ maxLength: 200 }));

/** Every field is optional here: missing required ones are answered as causes of a 422. */
export const NewAddressBody = Type.Object({
  firstName: AddressField,
  lastName: AddressField,
  addressLine1: AddressField,
  addressLine2: AddressField,
  postalCode: AddressField,
  city: AddressField,
  countryCode: AddressField,
  mainDivisionCode: AddressField,
  email: AddressField,
});

const Quantity = (minimum: number) =>
  Type.Object({
    value: Type.Integer({ minimum, maximum: MAX_QUANTITY }),
    unit: Type.Optional(Type.String({ maxLength: 100 })),
  });

export const NewLineItemsBody = Type.Array(
  Type.Object({ product: Type.String({ minLength: 1, maxLength: 256 }), quantity: Quantity(1), warranty: Type.Optional(Text) }),
  { minItems: 1, maxItems: MAX_ITEMS_PER_REQUEST },
);

/** Quantity 0 deletes the line; warranty null or '' removes the line's warranty. */
export const LineItemChangesBody = Type.Object({
  quantity: Type.Optional(Quantity(0)),
  warranty: Type.Optional(Type.Union([Text, Type.Null()])),
});

export function includesOf(include: string | undefined): string[] {
  return (include ?? '').split(',').map(name => name.trim()).filter(name => name !== '');
}

export const NewPaymentInstrumentBody = Type.Object({
  paymentMethod: Text,
  parameters: Type.Optional(
    Type.Array(Type.Object({ name: Text, value: Type.String({ maxLength: 256 }) }), { maxItems: 20 }),
  ),
});

export const OpenTenderBody = Type.Object({ paymentInstrument: Text });
