// A customer's addresses, below customers/{no|-} and privatecustomers/{no|-}: GET …/addresses (Links,
// as ICM answers; the PWA reads each), GET, PUT and DELETE …/addresses/{id}, POST …/addresses (201
// with the new address's Link) and PUT customers/{no}/addresses/{id}/shared (the users an owned
// address is shared with). Visibility and editing follow account-access.ts: an address the caller
// may not see is 404, one they may see but not change is 403. Refusals are in the request's locale.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { IcmError, notFound } from '../../http/icm-errors';
import { Text } from '../../http/schemas';
import { refuseUnsafeTexts } from '../../http/text-fields';
import type { CountryStore } from '../../reference/countries';
import type { CustomerPrincipal, Principals } from '../principal';
import { CUSTOMER_RESOURCE_PATHS, accountCaller, canEditAddress, canSeeAddress, isAccountOwner } from './account-access';
import { accountText } from './account-texts';
import type { AccountUsers } from './account-users';
import { type AddressDocumentContext, customerAddressData, customerAddressUri } from './customer-address-document';
import { CustomerAddressBody, DEFAULT_USAGE, checkCustomerAddress } from './customer-address-input';
import type { CustomerAddressRecord, CustomerAddressStore } from './customer-address-store';

export interface CustomerAddressRouteStores {
  principals: Principals;
  users: AccountUsers;
  addresses: CustomerAddressStore;
  countries: CountryStore;
}

const CustomerParams = Type.Object({ customerNo: Text });
const AddressParams = Type.Object({ customerNo: Text, addressId: Text });
const SharesBody = Type.Object({ sharedFor: Type.Array(Type.String({ maxLength: 256 }), { maxItems: 1000 }) });

export function registerCustomerAddressRoutes(app: FastifyInstance, stores: CustomerAddressRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { addresses, countries } = stores;

  const documentContext = (caller: CustomerPrincipal, locale: string): AddressDocumentContext => ({
    countries,
    locale,
    logins: new Map(stores.users.ofCustomer(caller.customerId).map(user => [user.userId, user.login])),
  });
  const document = (caller: CustomerPrincipal, address: CustomerAddressRecord, context: AddressDocumentContext) =>
    customerAddressData(address, context, canEditAddress(caller, address));
  /** The caller's visible address; any other (another customer's, hidden, unknown) is 404. */
  const visibleAddress = (caller: CustomerPrincipal, reference: string) => {
    const address = addresses.find(caller.customerId, reference);
    if (!address || !canSeeAddress(caller, address)) {
      throw notFound('customer.address.not_found.error', `The address '${reference}' was not found.`);
    }
    return address;
  };
  const editableAddress = (caller: CustomerPrincipal, reference: string, locale: string) => {
    const address = visibleAddress(caller, reference);
    if (!canEditAddress(caller, address)) {
      const code = 'customer.address.not_editable.error';
      throw new IcmError(403, code, accountText(locale, code));
    }
    return address;
  };

  for (const { resource, prefix } of CUSTOMER_RESOURCE_PATHS) {
    const callerOf = (request: Parameters<typeof accountCaller>[0], customerNo: string) =>
      accountCaller(request, stores.principals, resource, customerNo);

    typed.get(`${prefix}/addresses`, { schema: { params: CustomerParams } }, async request => {
      const caller = callerOf(request, request.params.customerNo);
      return {
        type: 'ResourceCollection',
        name: 'addresses',
        elements: addresses
          .list(caller.customerId)
          .filter(address => canSeeAddress(caller, address))
          .map(address => ({
            type: 'Link',
            uri: customerAddressUri(request.icm.channel, resource, caller.customerNo, address.id),
            title: address.addressName ?? address.id,
          })),
      };
    });

    typed.get(`${prefix}/addresses/:addressId`, { schema: { params: AddressParams } }, async request => {
      const caller = callerOf(request, request.params.customerNo);
      const address = visibleAddress(caller, request.params.addressId);
      return document(caller, address, documentContext(caller, request.icm.locale));
    });

    // A business user's new address is their own; the account owner's and a private customer's belong to the customer.
    typed.post(`${prefix}/addresses`, { schema: { params: CustomerParams, body: CustomerAddressBody } }, async (request, reply) => {
      const caller = callerOf(request, request.params.customerNo);
      const { locale } = request.icm;
      refuseUnsafeTexts(request.body, locale);
      const email = stores.users.byOwnerKey(caller.ownerKey)?.email ?? caller.login;
      const checked = checkCustomerAddress(request.body, countries, locale, { email, usage: DEFAULT_USAGE });
      const code = 'customer.address.creation.failed';
      if ('causes' in checked) throw new IcmError(422, code, accountText(locale, code), checked.causes);
      const owner = caller.customerType === 'SMBCustomer' && !isAccountOwner(caller) ? caller.userId : null;
      const address = addresses.create(caller.customerId, owner, checked.values);
      const uri = customerAddressUri(request.icm.channel, resource, caller.customerNo, address.id);
      reply.status(201).header('location', `/INTERSHOP/rest/WFS/${uri}`);
      return { type: 'Link', uri, title: address.addressName ?? address.id };
    });

    // The whole address, as the PWA puts it; what it leaves out is cleared (usage flags stay).
    typed.put(`${prefix}/addresses/:addressId`, { schema: { params: AddressParams, body: CustomerAddressBody } }, async request => {
      const caller = callerOf(request, request.params.customerNo);
      const { locale } = request.icm;
      const address = editableAddress(caller, request.params.addressId, locale);
      refuseUnsafeTexts(request.body, locale);
      const checked = checkCustomerAddress(request.body, countries, locale, { email: address.email, usage: address });
      const code = 'customer.address.update.failed';
      if ('causes' in checked) throw new IcmError(422, code, accountText(locale, code), checked.causes);
      const updated = addresses.update(address, checked.values);
      return document(caller, updated, documentContext(caller, locale));
    });

    typed.delete(`${prefix}/addresses/:addressId`, { schema: { params: AddressParams } }, async (request, reply) => {
      const caller = callerOf(request, request.params.customerNo);
      addresses.delete(editableAddress(caller, request.params.addressId, request.icm.locale).id);
      return reply.status(204).send();
    });
  }

  // Sharing is a company's business: `sharedFor` lists logins of the company's users (replacing the list).
  typed.put('/customers/:customerNo/addresses/:addressId/shared', { schema: { params: AddressParams, body: SharesBody } }, async request => {
    const caller = accountCaller(request, stores.principals, 'customers', request.params.customerNo);
    if (caller.customerType !== 'SMBCustomer') {
      throw notFound('customer.address.not_found.error', `The address '${request.params.addressId}' was not found.`);
    }
    const { locale } = request.icm;
    const address = editableAddress(caller, request.params.addressId, locale);
    const users = request.body.sharedFor.map(login => stores.users.byLogin(caller.customerId, login.trim()));
    const code = 'customer.user.not_found.error';
    const unknown = request.body.sharedFor.flatMap((login, index) =>
      users[index] ? [] : [{ code, message: accountText(locale, code, { login }), paths: [`/sharedFor/${index}`] }],
    );
    if (unknown.length > 0) throw new IcmError(422, 'customer.address.share.failed', accountText(locale, 'customer.address.share.failed'), unknown);
    addresses.shareWith(address.id, users.flatMap(user => (user ? [user.userId] : [])));
    return document(caller, visibleAddress(caller, address.id), documentContext(caller, locale));
  });
}
