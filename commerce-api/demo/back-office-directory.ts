// What the demo back office lists: customers waiting for approval and every user with their
// customer. Read-only views over the customer area's tables, for this page alone.
import type { Db } from '../db/open-database';

/** At most this many users are listed (a demo database holds a handful). */
const MAX_USERS = 500;

export interface PendingCustomer {
  id: string;
  customerNo: string;
  type: string;
  companyName: string | null;
  createdAt: string;
  logins: string;
}

export interface DirectoryUser {
  id: string;
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  active: boolean;
  customerNo: string;
  customerType: string;
  approvalStatus: string;
}

export function createBackOfficeDirectory(db: Db) {
  const pending = db.prepare(`SELECT c.id, c.customer_no AS customerNo, c.type, c.company_name AS companyName,
      c.created_at AS createdAt, COALESCE(group_concat(u.login, ', '), '') AS logins
    FROM customers c LEFT JOIN users u ON u.customer_id = c.id
    WHERE c.approval_status = 'PENDING' GROUP BY c.id ORDER BY c.created_at, c.customer_no`);
  const users = db.prepare(`SELECT u.id, u.login, u.email, u.first_name AS firstName, u.last_name AS lastName, u.active,
      c.customer_no AS customerNo, c.type AS customerType, c.approval_status AS approvalStatus
    FROM users u JOIN customers c ON c.id = u.customer_id ORDER BY c.customer_no, u.login LIMIT ?`);
  return {
    pendingCustomers: () => pending.all() as PendingCustomer[],
    users: () => (users.all(MAX_USERS) as (Omit<DirectoryUser, 'active'> & { active: number })[]).map(user => ({ ...user, active: user.active === 1 })),
  };
}

export type BackOfficeDirectory = ReturnType<typeof createBackOfficeDirectory>;
