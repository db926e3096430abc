// The company users organization management lists and changes: a customer's users page by page
// (punchout users left out, business-and-integration §5), with their budget columns, and the
// writes organization management needs beyond the user store (roles, active flag, deletion).
import type { Db } from '../../db/open-database';
import { PUNCHOUT_ROLE_IDS } from '../../customer/roles';
import type { BudgetPeriod } from '../spending';

export interface CompanyUserEntry {
  userId: string;
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  businessPartnerNo: string | null;
  active: boolean;
  roles: string[];
  orderSpentLimitCents: number | null;
  budgetCents: number | null;
  budgetPeriod: BudgetPeriod;
  currency: string | null;
}

type Row = Omit<CompanyUserEntry, 'active' | 'roles'> & { active: number; roles: string };

// a punchout user holds one of these roles; json_each reads the roles' JSON array
const NOT_PUNCHOUT = `NOT EXISTS (SELECT 1 FROM json_each(u.roles) r WHERE r.value IN (${PUNCHOUT_ROLE_IDS.map(id => `'${id}'`).join(', ')}))`;

export function createCompanyUserDirectory(db: Db) {
  const page = db.prepare<[string, number, number], Row>(`SELECT u.id AS userId, u.login, u.email, u.first_name AS firstName,
      u.last_name AS lastName, u.business_partner_no AS businessPartnerNo, u.active, u.roles,
      u.order_spent_limit_cents AS orderSpentLimitCents, u.budget_cents AS budgetCents, u.budget_period AS budgetPeriod,
      u.budget_currency AS currency
    FROM users u WHERE u.customer_id = ? AND ${NOT_PUNCHOUT}
    ORDER BY u.last_name COLLATE NOCASE, u.first_name COLLATE NOCASE, u.login LIMIT ? OFFSET ?`);
  const count = db.prepare<[string], number>(`SELECT COUNT(*) FROM users u WHERE u.customer_id = ? AND ${NOT_PUNCHOUT}`).pluck();
  const setRoles = db.prepare('UPDATE users SET roles = ? WHERE id = ?');
  const setActive = db.prepare('UPDATE users SET active = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM users WHERE id = ?');

  return {
    /** The customer's users but punchout users, by name; `limit` undefined: all from `offset`. */
    page(customerId: string, offset: number, limit: number | undefined): { total: number; users: CompanyUserEntry[] } {
      const rows = page.all(customerId, limit ?? -1, offset);
      return {
        total: count.get(customerId)!,
        users: rows.map(row => ({ ...row, active: row.active === 1, roles: JSON.parse(row.roles) as string[] })),
      };
    },
    setRoles(userId: string, roles: readonly string[]): void {
      setRoles.run(JSON.stringify(roles), userId);
    },
    setActive(userId: string, active: boolean): void {
      setActive.run(active ? 1 : 0, userId);
    },
    /** Deletes the user; their addresses, tokens and budget bookings go with them (ON DELETE CASCADE). */
    remove(userId: string): void {
      remove.run(userId);
    },
  };
}

export type CompanyUserDirectory = ReturnType<typeof createCompanyUserDirectory>;
