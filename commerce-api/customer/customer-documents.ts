// ICM documents of customers and users: GET customers/- (a business customer's company data, or a
// private customer with the user's data, as privatecustomers/- answers) and a business user.
import type { CustomerRecord } from './customer-store';
import type { UserRecord } from './user-store';

/** ICM names a customer's address by urn: urn:address:customer:{customer id}:{address id}. */
export function addressUrn(customerId: string, addressId: string): string {
  return `urn:address:customer:${customerId}:${addressId}`;
}

/** The address id an urn of this customer names, or undefined (another customer's, or no urn). */
export function addressIdOfUrn(customerId: string, urn: string): string | undefined {
  const prefix = `urn:address:customer:${customerId}:`;
  return urn.startsWith(prefix) && urn.length > prefix.length ? urn.slice(prefix.length) : undefined;
}

/** The user's own data and preferences, in the field names ICM uses for both customer types. */
function userData(customer: CustomerRecord, user: UserRecord) {
  const address = (id: string | null) => (id === null ? undefined : { id, urn: addressUrn(customer.id, id) });
  return {
    title: user.title ?? '',
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneHome: user.phoneHome ?? '',
    phoneBusiness: user.phoneBusiness ?? '',
    phoneMobile: user.phoneMobile ?? '',
    fax: user.fax ?? '',
    ...(user.birthday ? { birthday: user.birthday } : {}),
    preferredLanguage: user.preferredLanguage,
    ...(user.preferredInvoiceAddressId !== null ? { preferredInvoiceToAddress: address(user.preferredInvoiceAddressId) } : {}),
    ...(user.preferredShipToAddressId !== null ? { preferredShipToAddress: address(user.preferredShipToAddressId) } : {}),
    ...(user.preferredPaymentInstrumentId !== null ? { preferredPaymentInstrument: { id: user.preferredPaymentInstrumentId } } : {}),
  };
}

/** A business customer's company data and settings. */
export function companyDocument(customer: CustomerRecord) {
  return {
    type: 'SMBCustomer' as const,
    customerNo: customer.customerNo,
    budgetPriceType: customer.budgetPriceType,
    isCostCenterOptional: customer.costCenterOptional,
    isCostCenterPerPosition: customer.costCenterPerPosition,
    companyName: customer.companyName ?? '',
    ...(customer.companyName2 ? { companyName2: customer.companyName2 } : {}),
    ...(customer.taxationId ? { taxationID: customer.taxationId } : {}),
    ...(customer.industry ? { industry: customer.industry } : {}),
    ...(customer.description ? { description: customer.description } : {}),
  };
}

/** A private customer: customer number and the (only) user's data. */
export function privateCustomerDocument(customer: CustomerRecord, user: UserRecord) {
  return { type: 'PrivateCustomer' as const, customerNo: customer.customerNo, ...userData(customer, user) };
}

/** A business customer's user (customers/{no}/users/{login}). */
export function businessUserDocument(customer: CustomerRecord, user: UserRecord) {
  return {
    type: 'SMBCustomerUser',
    login: user.login,
    customerNo: customer.customerNo,
    ...userData(customer, user),
    ...(user.businessPartnerNo ? { businessPartnerNo: user.businessPartnerNo } : {}),
    ...(user.department ? { department: user.department } : {}),
    active: user.active,
    roleIDs: user.roles,
  };
}
