// Single sign-on with an OpenID provider (decision 014), registered when SSO_ISSUER and SSO_CLIENT_ID
// are set:
// - POST users/processtoken `{id_token, options}`: a user linked to the token's subject gets an ICM
//   user token in the `authentication-token` answer header (as ICM hands out tokens); an unknown
//   subject with CREATE_USER is remembered and answered without a token, its id as
//   `businessPartnerNo` (the storefront's /register/sso `userid`). `secure_user_ref` (invitations) is
//   not supported: the bundled API has no user management that could invite.
// - POST privatecustomers / POST customers with `Authorization: Bearer {id_token}` and `userId`
//   instead of `credentials`, as the PWA's SSO registration posts them: creates the customer with
//   that user. Routed by the Authorization scheme, so the password registration stays as it is.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { Db } from '../../db/open-database';
import { badRequest, notFound } from '../../http/icm-errors';
import { refuseUnsafeTexts } from '../../http/text-fields';
import type { ShopSettings } from '../../reference/shop-settings';
import { companyDocument, privateCustomerDocument } from '../customer-documents';
import { BusinessRegistrationBody, CompanyFields, PrivateRegistrationBody, UserFields } from '../customer-schemas';
import { loginRefusal } from '../token-routes';
import { companyDataOf } from '../user-profile';
import type { UserRecord } from '../user-store';
import type { UserTokens } from '../user-tokens';
import { type IdTokenVerifier, invalidIdToken } from './id-token-verifier';
import type { SsoIdentity } from './sso-identities';
import { type SsoRegistration, type SsoRegistrationStores, registerSsoCustomer } from './sso-registration';

export interface SsoRouteStores extends SsoRegistrationStores {
  verifier: IdTokenVerifier;
  userTokens: UserTokens;
  settings: ShopSettings;
}

/** A signed JWT of a generous size; anything longer is no id_token. */
const MAX_ID_TOKEN_LENGTH = 16_000;
const IdToken = Type.String({ minLength: 1, maxLength: MAX_ID_TOKEN_LENGTH });

const ProcessTokenBody = Type.Object({
  id_token: IdToken,
  options: Type.Optional(Type.Array(Type.Union([Type.Literal('CREATE_USER'), Type.Literal('UPDATE')]), { maxItems: 2 })),
  secure_user_ref: Type.Optional(Type.Object({ user_id: Type.String({ maxLength: 256 }), secure_code: Type.String({ maxLength: 256 }) })),
});

const UserId = Type.String({ minLength: 1, maxLength: 100 });
/** The user's fields the registration may add; the e-mail address is the provider's. */
const SsoUserFields = {
  title: UserFields.title,
  firstName: Type.Optional(UserFields.firstName),
  lastName: Type.Optional(UserFields.lastName),
  phoneHome: UserFields.phoneHome,
  preferredLanguage: UserFields.preferredLanguage,
};

const PrivateSsoRegistrationBody = Type.Object({
  type: Type.Optional(Type.Literal('PrivateCustomer')),
  customerNo: PrivateRegistrationBody.properties.customerNo,
  userId: UserId,
  ...SsoUserFields,
  address: PrivateRegistrationBody.properties.address,
});

const BusinessSsoRegistrationBody = Type.Object({
  type: Type.Optional(Type.Literal('SMBCustomer')),
  customerNo: BusinessRegistrationBody.properties.customerNo,
  ...CompanyFields,
  userId: UserId,
  user: Type.Optional(Type.Object(SsoUserFields)),
  address: BusinessRegistrationBody.properties.address,
});

const NO_COMPANY = { companyName: null, companyName2: null, taxationId: null, industry: null, description: null };

/** Requests whose Authorization header carries a bearer token (the id_token) go to the routes constrained to it. */
const AUTHORIZATION_SCHEME = 'authorizationScheme';
type Handler = Parameters<ReturnType<Parameters<FastifyInstance['addConstraintStrategy']>[0]['storage']>['set']>[1];
function installAuthorizationSchemeRouting(app: FastifyInstance): void {
  app.addConstraintStrategy({
    name: AUTHORIZATION_SCHEME,
    storage() {
      const handlers = new Map<unknown, Handler>();
      return {
        get: (scheme: unknown) => handlers.get(scheme) ?? null,
        set: (scheme: unknown, handler: Handler) => void handlers.set(scheme, handler),
      };
    },
    deriveConstraint: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const authorization = request.headers.authorization;
      return typeof authorization === 'string' && /^bearer\s/i.test(authorization) ? 'bearer' : undefined;
    },
    mustMatchWhenDerived: false,
  });
}

function bearerToken(request: FastifyRequest): string {
  const token = request.headers.authorization?.replace(/^bearer\s+/i, '').trim() ?? '';
  if (token === '' || token.length > MAX_ID_TOKEN_LENGTH) throw invalidIdToken();
  return token;
}

const present = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined));

/** A remembered identity without a user yet: its id is what the registration names. */
function pendingUserDocument(identity: SsoIdentity) {
  return { type: 'User', businessPartnerNo: identity.id, ...present({ firstName: identity.firstName, lastName: identity.lastName, email: identity.email }) };
}

function linkedUserDocument(user: UserRecord, customerNo: string) {
  return {
    type: 'User',
    login: user.login,
    customerNo,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    ...present({ businessPartnerNo: user.businessPartnerNo }),
  };
}

export function registerSingleSignOn(app: FastifyInstance, db: Db, stores: SsoRouteStores): void {
  const { verifier, identities, users, customers, userTokens } = stores;

  app.register(async scope => {
    installAuthorizationSchemeRouting(scope);
    const typed = scope.withTypeProvider<TypeBoxTypeProvider>();

    typed.post('/users/processtoken', { schema: { body: ProcessTokenBody } }, async (request, reply) => {
      const { id_token: idToken, options = [], secure_user_ref: invitation } = request.body;
      if (invitation) throw badRequest('sso.secure_user_ref.not_supported.error', 'Invitations (secure_user_ref) are not supported.');
      const claims = await verifier.verify(idToken);
      reply.header('cache-control', 'no-store');
      const identity = identities.findBySubject(claims.issuer, claims.subject);
      const user = identity?.userId ? users.findById(identity.userId) : undefined;
      if (user) {
        const refused = loginRefusal(user, customers);
        if (refused) throw refused;
        const customer = customers.findById(user.customerId)!;
        return reply.header('authentication-token', userTokens.issue(user.id).accessToken).send(linkedUserDocument(user, customer.customerNo));
      }
      if (!options.includes('CREATE_USER')) throw notFound('customer.user.not_found.error', 'No user is linked to the id_token.');
      return pendingUserDocument(identities.remember(claims));
    });

    const ssoRegistration = async (request: FastifyRequest, registration: Omit<SsoRegistration, 'locales' | 'locale'>) => {
      const claims = await verifier.verify(bearerToken(request));
      refuseUnsafeTexts(request.body, request.icm.locale);
      return registerSsoCustomer(db, stores, claims, { ...registration, locales: stores.settings.locales(), locale: request.icm.locale });
    };

    typed.post(
      '/privatecustomers',
      { schema: { body: PrivateSsoRegistrationBody }, constraints: { [AUTHORIZATION_SCHEME]: 'bearer' } },
      async (request, reply) => {
        const { body } = request;
        const registered = await ssoRegistration(request, {
          type: 'PrivateCustomer',
          userId: body.userId,
          customerNo: body.customerNo,
          company: NO_COMPANY,
          roles: [],
          user: body,
          address: body.address,
        });
        reply.status(201);
        return privateCustomerDocument(registered.customer, registered.user);
      },
    );

    typed.post(
      '/customers',
      { schema: { body: BusinessSsoRegistrationBody }, constraints: { [AUTHORIZATION_SCHEME]: 'bearer' } },
      async (request, reply) => {
        const { body } = request;
        const registered = await ssoRegistration(request, {
          type: 'SMBCustomer',
          userId: body.userId,
          customerNo: body.customerNo,
          company: companyDataOf(body),
          roles: ['APP_B2B_ACCOUNT_OWNER'],
          user: body.user ?? {},
          address: body.address,
        });
        reply.status(201);
        return companyDocument(registered.customer);
      },
    );
  });
}
