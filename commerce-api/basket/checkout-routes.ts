// A basket's checkout resources (basket.v1): POST baskets/{id}/addresses, PATCH
// baskets/{id}/addresses/{addressId} (the basket's own addresses), GET baskets/{id}/eligible-addresses
// (its own and, for a logged-in user, the customer addresses the user may use) and GET
// baskets/{id}/eligible-shipping-methods.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { IcmError, notFound } from '../http/icm-errors';
import { NoQuery, Text } from '../http/schemas';
import { refuseUnsafeTexts } from '../http/text-fields';
import type { CountryStore } from '../reference/countries';
import { type AddressInput, validateAddress } from './address-validation';
import { type BasketAccessStores, basketOf } from './basket-access';
import { type CheckoutStores, checkoutOf } from './basket-checkout';
import { BasketParams, NewAddressBody } from './basket-schemas';
import { addressData, shippingMethodData } from './checkout-documents';
import { feedbackText } from './feedback-texts';

export interface CheckoutRouteStores extends BasketAccessStores, CheckoutStores {
  countries: CountryStore;
}

const AddressParams = Type.Object({ basketId: Text, addressId: Text });

export function registerCheckoutRoutes(app: FastifyInstance, stores: CheckoutRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post(
    '/baskets/:basketId/addresses',
    { schema: { params: BasketParams, body: NewAddressBody } },
    async (request, reply) => {
      const basket = basketOf(request, request.params.basketId, stores);
      const { locale } = request.icm;
      refuseUnsafeTexts(request.body, locale);
      const result = validateAddress(request.body, stores.countries, locale);
      if ('causes' in result) {
        throw new IcmError(422, 'basket.address.creation.failed', feedbackText(locale, 'basket.address.creation.failed'), result.causes);
      }
      const address = stores.addresses.create(basket.id, result.values);
      reply.status(201);
      return { data: addressData(address, stores.countries, locale) };
    },
  );

  // A change of some fields keeps the others; the result is checked as a new address is. A changed
  // ship-to address the chosen shipping method does not reach drops the method (as a PATCH of the basket does).
  typed.patch(
    '/baskets/:basketId/addresses/:addressId',
    { schema: { params: AddressParams, body: NewAddressBody } },
    async request => {
      const basket = basketOf(request, request.params.basketId, stores);
      const { locale } = request.icm;
      const address = stores.addresses.find(basket.id, request.params.addressId);
      if (!address) throw notFound('basket.address.not_found.error', `The address '${request.params.addressId}' was not found.`);
      refuseUnsafeTexts(request.body, locale);
      const updateFailed = (causes: IcmError['causes']) =>
        new IcmError(422, 'basket.address.update.failed', feedbackText(locale, 'basket.address.update.failed'), causes);
      if (address.urn !== undefined) {
        // a logged-in user's customer address is changed at its customer resource, for all their baskets
        const code = 'basket.address.customer_address.error';
        throw updateFailed([{ code, message: feedbackText(locale, code), paths: [] }]);
      }
      const current: AddressInput = {
        ...address,
        addressLine2: address.addressLine2 ?? undefined,
        mainDivisionCode: address.mainDivisionCode ?? undefined,
      };
      const result = validateAddress({ ...current, ...request.body }, stores.countries, locale);
      if ('causes' in result) throw updateFailed(result.causes);
      const updated = stores.addresses.update(address, result.values);
      if (basket.shippingMethodId !== null && !checkoutOf(basket, stores, locale).shippingMethod) {
        stores.baskets.choose(basket.id, { shippingMethodId: null });
      }
      return { data: addressData(updated, stores.countries, locale) };
    },
  );

  typed.get(
    '/baskets/:basketId/eligible-addresses',
    { schema: { params: BasketParams, querystring: NoQuery } },
    async request => {
      const basket = basketOf(request, request.params.basketId, stores);
      const { locale } = request.icm;
      return { data: stores.addresses.list(basket.id).map(address => addressData(address, stores.countries, locale)) };
    },
  );

  typed.get(
    '/baskets/:basketId/eligible-shipping-methods',
    { schema: { params: BasketParams, querystring: NoQuery } },
    async request => {
      const basket = basketOf(request, request.params.basketId, stores);
      const { eligibleShippingMethods } = checkoutOf(basket, stores, request.icm.locale);
      return { data: eligibleShippingMethods.map(method => shippingMethodData(method, basket.currency)) };
    },
  );
}
