// Customers: private (one user) and business (SMB, several users), their company data and their
// registration approval.
import { randomUUID } from 'node:crypto';

import type { Db } from '../db/open-database';

export type CustomerType = 'PrivateCustomer' | 'SMBCustomer';
export type ApprovalStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface CompanyData {
  companyName: string | null;
  companyName2: string | null;
  taxationId: string | null;
  industry: string | null;
  description: string | null;
}

export type BudgetPriceType = 'gross' | 'net';

export interface CustomerRecord extends CompanyData {
  id: string;
  /** Whether budgets count gross or net amounts (a business customer's setting; migration 019). */
  budgetPriceType: BudgetPriceType;
  customerNo: string;
  type: CustomerType;
  approvalStatus: ApprovalStatus;
  createdAt: string;
}

export interface NewCustomer extends CompanyData {
  customerNo: string;
  type: CustomerType;
  approvalStatus: ApprovalStatus;
}

const COLUMNS = `id, customer_no AS customerNo, type, company_name AS companyName, company_name2 AS companyName2,
  taxation_id AS taxationId, industry, description, approval_status AS approvalStatus, budget_price_type AS budgetPriceType, created_at AS createdAt`;

export function createCustomerStore(db: Db, now: () => Date = () => new Date()) {
  const byId = db.prepare(`SELECT ${COLUMNS} FROM customers WHERE id = ?`);
  const byNo = db.prepare(`SELECT ${COLUMNS} FROM customers WHERE customer_no = ?`);
  const count = db.prepare('SELECT COUNT(*) FROM customers').pluck();
  const insert = db.prepare(
    `INSERT INTO customers (id, customer_no, type, company_name, company_name2, taxation_id, industry, description,
       approval_status, created_at)
     VALUES (@id, @customerNo, @type, @companyName, @companyName2, @taxationId, @industry, @description,
       @approvalStatus, @createdAt)`,
  );
  const updateCompany = db.prepare(
    `UPDATE customers SET company_name = @companyName, company_name2 = @companyName2, taxation_id = @taxationId,
       industry = @industry, description = @description
     WHERE id = @id`,
  );
  const setApproval = db.prepare('UPDATE customers SET approval_status = ? WHERE id = ?');
  const setBudgetPriceType = db.prepare('UPDATE customers SET budget_price_type = ? WHERE id = ?');

  return {
    findById: (id: string) => byId.get(id) as CustomerRecord | undefined,
    findByNo: (customerNo: string) => byNo.get(customerNo) as CustomerRecord | undefined,
    isEmpty: () => count.get() === 0,

    /** Inserts the customer; call inside the caller's transaction. The customer number must be free. */
    create(customer: NewCustomer): CustomerRecord {
      const id = randomUUID();
      insert.run({ ...customer, id, createdAt: now().toISOString() });
      return byId.get(id) as CustomerRecord;
    },

    updateCompany(id: string, company: CompanyData): void {
      updateCompany.run({ ...company, id });
    },

    setBudgetPriceType(id: string, budgetPriceType: BudgetPriceType): void {
      setBudgetPriceType.run(budgetPriceType, id);
    },

    /** Approves a registration: the customer's users can log in. False if there is no such customer. */
    approveCustomer(customerId: string): boolean {
      return setApproval.run('APPROVED', customerId).changes > 0;
    },

    rejectCustomer(customerId: string): boolean {
      return setApproval.run('REJECTED', customerId).changes > 0;
    },
  };
}

export type CustomerStore = ReturnType<typeof createCustomerStore>;
