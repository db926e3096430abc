// Registration: POST privatecustomers (a PrivateCustomer, its user's fields flat) and POST customers
// (an SMBCustomer with its company data and first user, who becomes its account admin), each with
// `address` and `credentials: {login, password}`. Answers 201 with the new customer's document;
// the client then logs in with POST token (a PENDING customer cannot until approved). Texts with
// control or bidirectional override characters are refused (http/text-fields.ts). When the shop
// protects registration with a captcha (CAPTCHA_FOR), the token is checked first: 401 captcha.incorrect.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

import type { Db } from '../db/open-database';
import { refuseUnsafeTexts } from '../http/text-fields';
import type { ShopSettings } from '../reference/shop-settings';
import type { CaptchaCheck } from './captcha/captcha-verifier';
import { companyDocument, privateCustomerDocument } from './customer-documents';
import { BusinessRegistrationBody, PrivateRegistrationBody } from './customer-schemas';
import { type RegistrationStores, registerCustomer } from './registration';
import { companyDataOf, userProfileOf } from './user-profile';

export interface RegistrationRouteStores extends RegistrationStores {
  settings: ShopSettings;
  captcha: CaptchaCheck;
}

const NO_COMPANY = { companyName: null, companyName2: null, taxationId: null, industry: null, description: null };

export function registerRegistrationRoutes(app: FastifyInstance, db: Db, stores: RegistrationRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post('/privatecustomers', { schema: { body: PrivateRegistrationBody } }, async (request, reply) => {
    await stores.captcha.check(request, 'register');
    const { body } = request;
    refuseUnsafeTexts(body, request.icm.locale);
    const user = userProfileOf(body, stores.settings.locales(), request.icm.locale);
    const registered = await registerCustomer(db, stores, {
      type: 'PrivateCustomer',
      customerNo: body.customerNo,
      company: NO_COMPANY,
      user: { ...user, businessPartnerNo: null, department: null },
      roles: [],
      login: body.credentials.login || user.email,
      password: body.credentials.password,
      address: stores.registrationAddresses.check(body.address, request.icm.locale, user.email),
    });
    reply.status(201);
    return privateCustomerDocument(registered.customer, registered.user);
  });

  typed.post('/customers', { schema: { body: BusinessRegistrationBody } }, async (request, reply) => {
    await stores.captcha.check(request, 'register');
    const { body } = request;
    refuseUnsafeTexts(body, request.icm.locale);
    const user = userProfileOf(body.user, stores.settings.locales(), request.icm.locale);
    const registered = await registerCustomer(db, stores, {
      type: 'SMBCustomer',
      customerNo: body.customerNo,
      company: companyDataOf(body),
      user,
      roles: ['APP_B2B_ACCOUNT_OWNER'],
      login: body.credentials.login || user.email,
      password: body.credentials.password,
      address: stores.registrationAddresses.check(body.address, request.icm.locale, user.email),
    });
    reply.status(201);
    return companyDocument(registered.customer);
  });
}
