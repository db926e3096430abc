// Whose orders a request reaches (shopping-core §7 Orders, business-and-integration: order managers).
// Everybody reaches their token's own orders. A business user holding APP_B2B_MANAGE_ORDERS (order
// managers, account admins) also reaches every order of their company: GET orders lists them with
// `allBuyers=true` (as the Intershop PWA asks) or `view=allBuyers`, one colleague's with `buyer=` and
// the colleague's login, and GET orders/{id} and POST orders-csv take the company's orders. Anybody
// else asking for the company's orders, or a colleague's, is refused with ICM's 403. Each order of a
// business user names its buyer (`buyer`: login, first and last name, company), as ICM's order does.
import type { FastifyRequest } from 'fastify';

import type { TokenHash } from '../basket/anonymous-tokens';
import { type AccountUser, createAccountUsers } from '../customer/account/account-users';
import type { Principals } from '../customer/principal';
import { hasPermission } from '../customer/roles';
import type { Db } from '../db/open-database';
import { IcmError } from '../http/icm-errors';

/** The list's choice: `allBuyers=true` or `view=allBuyers` for the company's orders, `buyer` for one buyer's. */
export interface BuyerQuery {
  allBuyers?: string;
  view?: 'buyer' | 'allBuyers';
  buyer?: string;
}

export interface OrderBuyer {
  login: string;
  firstName: string;
  lastName: string;
  companyName?: string;
}

const permissionMissing = () =>
  new IcmError(403, 'rest.authorization.permission.missing.error', "Only an order manager (APP_B2B_MANAGE_ORDERS) reads the company's orders.");

export function createOrderSelection(db: Db, principals: Principals) {
  const users = createAccountUsers(db);

  /** The users of the caller's company, when the caller manages its orders. */
  const managedUsers = (request: FastifyRequest): AccountUser[] | undefined => {
    const principal = principals.ofToken(request.icm.authenticationToken ?? '');
    const manager = principal?.customerType === 'SMBCustomer' && hasPermission(principal.roles, 'APP_B2B_MANAGE_ORDERS');
    return manager ? users.ofCustomer(principal.customerId) : undefined;
  };

  return {
    /** The owners whose orders the request may read one by one: its own, and a manager's company's. */
    readable(request: FastifyRequest, own: TokenHash): TokenHash[] {
      const company = managedUsers(request)?.map(user => user.ownerKey) ?? [];
      return [...new Set([own, ...company])];
    },

    /** The owners whose orders the list shows: its own by default; the company's or a colleague's for a manager. */
    listed(request: FastifyRequest, own: TokenHash, query: BuyerQuery): TokenHash[] {
      const allBuyers = query.allBuyers === 'true' || query.view === 'allBuyers';
      const buyer = query.buyer?.toLowerCase();
      if (!allBuyers && buyer === undefined) return [own];
      const ownLogin = principals.ofToken(request.icm.authenticationToken ?? '')?.login.toLowerCase();
      if (!allBuyers && buyer === ownLogin) return [own];
      const company = managedUsers(request);
      if (!company) throw permissionMissing();
      return company.filter(user => buyer === undefined || user.login.toLowerCase() === buyer).map(user => user.ownerKey);
    },

    /** Who placed the order, for a business user's order. */
    buyerOf(owner: TokenHash): OrderBuyer | undefined {
      const user = users.byOwnerKey(owner);
      if (user?.customerType !== 'SMBCustomer') return undefined;
      return { login: user.login, firstName: user.firstName, lastName: user.lastName, ...(user.companyName ? { companyName: user.companyName } : {}) };
    },
  };
}

export type OrderSelection = ReturnType<typeof createOrderSelection>;
