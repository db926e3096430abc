// A company's punchout users per standard, for holders of APP_B2B_MANAGE_PUNCHOUT (the PWA's
// PunchoutService): GET customers/{no}/punchouts/{cxml1.2|oci5|ids}/users (ICM's collection of
// Links, one per user, which the PWA resolves), POST (a new user; answers the Link to it), GET, PUT
// (e-mail address, password, active flag) and DELETE …/users/{login}. The password is write-only
// and hashed like every user's; a changed password or a deactivation ends the user's sessions.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { hashPassword } from '../../customer/passwords';
import type { Principals } from '../../customer/principal';
import type { UserStore } from '../../customer/user-store';
import type { UserTokens } from '../../customer/user-tokens';
import type { Db } from '../../db/open-database';
import { IcmError } from '../../http/icm-errors';
import { Text } from '../../http/schemas';
import { refuseUnsafeTexts } from '../../http/text-fields';
import { punchoutManager, punchoutTypeOfPath, punchoutUserOfPath } from '../punchout-access';
import type { PunchoutTypeDefinition } from '../punchout-types';
import { newPunchoutUserOf, punchoutUserChangesOf } from './punchout-user-input';
import type { PunchoutUserRecord, PunchoutUserStore } from './punchout-user-store';

export interface PunchoutUserRouteStores {
  principals: Principals;
  users: UserStore;
  userTokens: UserTokens;
  punchoutUsers: PunchoutUserStore;
}

const TypeParams = Type.Object({ customerNo: Text, punchoutType: Text });
const UserParams = Type.Object({ customerNo: Text, punchoutType: Text, login: Text });
/** Checked field by field in punchout-user-input.ts, so a refusal names the attribute. */
const AnyBody = Type.Unknown();

const loginTaken = (login: string) =>
  new IcmError(409, 'punchout.login_already_exists.error', `A user with the login '${login}' already exists.`);

/** ICM's PunchoutUser: the login is its id (the cXML configuration path names the user by it); never the password. */
export const punchoutUserDocument = (type: PunchoutTypeDefinition, user: PunchoutUserRecord) => ({
  type: 'PunchoutUser',
  id: user.login,
  login: user.login,
  email: user.email,
  active: user.active,
  punchoutType: type.punchoutType,
});

const userUri = (channel: string, customerNo: string, type: PunchoutTypeDefinition, login: string) =>
  `${channel}/-/customers/${encodeURIComponent(customerNo)}/punchouts/${type.resource}/users/${encodeURIComponent(login)}`;

export function registerPunchoutUserRoutes(app: FastifyInstance, db: Db, stores: PunchoutUserRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { punchoutUsers } = stores;

  const manager = (request: FastifyRequest, params: { customerNo: string; punchoutType: string }) => {
    const caller = punchoutManager(request, stores.principals, params.customerNo);
    return { caller, type: punchoutTypeOfPath(params.punchoutType) };
  };

  typed.get('/customers/:customerNo/punchouts/:punchoutType/users', { schema: { params: TypeParams } }, async request => {
    const { caller, type } = manager(request, request.params);
    return {
      type: 'ResourceCollection',
      name: 'users',
      elements: punchoutUsers.list(caller.customerId, type).map(user => ({
        type: 'Link',
        uri: userUri(request.icm.channel, caller.customerNo, type, user.login),
        title: user.login,
      })),
    };
  });

  // the login is unique among all users, not only punchout users: it is also the password grant's username
  const createUser = db.transaction((customerId: string, type: PunchoutTypeDefinition, user: Parameters<PunchoutUserStore['create']>[2]) => {
    if (stores.users.findByLogin(user.login)) throw loginTaken(user.login);
    return punchoutUsers.create(customerId, type, user);
  });

  typed.post('/customers/:customerNo/punchouts/:punchoutType/users', { schema: { params: TypeParams, body: AnyBody } }, async (request, reply) => {
    const { caller, type } = manager(request, request.params);
    const input = newPunchoutUserOf(request.body);
    refuseUnsafeTexts(request.body, request.icm.locale);
    if (stores.users.findByLogin(input.login)) throw loginTaken(input.login);
    const passwordHash = await hashPassword(input.password);
    const user = createUser(caller.customerId, type, { login: input.login, email: input.email ?? '', passwordHash, active: input.active ?? true });
    const uri = userUri(request.icm.channel, caller.customerNo, type, user.login);
    reply.status(201).header('location', `/INTERSHOP/rest/WFS/${uri}`);
    return { type: 'Link', uri, title: user.login };
  });

  typed.get('/customers/:customerNo/punchouts/:punchoutType/users/:login', { schema: { params: UserParams } }, async request => {
    const { caller, type } = manager(request, request.params);
    return punchoutUserDocument(type, punchoutUserOfPath(punchoutUsers, caller, type, request.params.login));
  });

  typed.put('/customers/:customerNo/punchouts/:punchoutType/users/:login', { schema: { params: UserParams, body: AnyBody } }, async request => {
    const { caller, type } = manager(request, request.params);
    const user = punchoutUserOfPath(punchoutUsers, caller, type, request.params.login);
    const changes = punchoutUserChangesOf(request.body, user.login);
    refuseUnsafeTexts(request.body, request.icm.locale);
    const passwordHash = changes.password === undefined ? undefined : await hashPassword(changes.password);
    db.transaction(() => {
      punchoutUsers.update(user.userId, { email: changes.email, passwordHash, active: changes.active });
      // whoever held the old password, or the deactivated user, is logged out
      if (passwordHash !== undefined || changes.active === false) stores.userTokens.revokeOtherSessions(user.userId, null);
    })();
    return punchoutUserDocument(type, punchoutUsers.find(caller.customerId, type, user.login)!);
  });

  typed.delete('/customers/:customerNo/punchouts/:punchoutType/users/:login', { schema: { params: UserParams } }, async (request, reply) => {
    const { caller, type } = manager(request, request.params);
    punchoutUsers.remove(punchoutUserOfPath(punchoutUsers, caller, type, request.params.login).userId);
    return reply.status(204).send();
  });
}
