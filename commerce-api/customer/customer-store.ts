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
  /** Whether the business customer's baskets may go without a cost center (migration 019). */
  costCenterOptional: boolean;
  /** Whether each line item may name its own cost center (migration 019). */
  costCenterPerPosition: boolean;
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
  taxation_id AS taxationId, industry, description, approval_status AS approvalStatus, budget_price_type AS budgetPriceType,
  cost_center_optional AS costCenterOptional, cost_center_per_position AS costCenterPerPosition, created_at AS createdAt`;

type CustomerRow = Omit<CustomerRecord, 'costCenterOptional' | 'costCenterPerPosition'> & { costCenterOptional: number; costCenterPerPosition: number };

/** SQLite keeps the flags as 0 and 1. */
function customerOf(row: CustomerRow | undefined): CustomerRecord | undefined {
  return row && { ...row, costCenterOptional: row.costCenterOptional === 1, costCenterPerPosition: row.costCenterPerPosition === 1 };
}

/** A business customer's cost center settings (shopping-core §3 Customer). */
export interface CostCenterSettings {
  costCenterOptional: boolean;
  costCenterPerPosition: boolean;
}

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
  const setCostCenterSettings = db.prepare(
    'UPDATE customers SET cost_center_optional = @costCenterOptional, cost_center_per_position = @costCenterPerPosition WHERE id = @id',
  );

  return {
    findById: (id: string) => customerOf(byId.get(id) as CustomerRow | undefined),
    findByNo: (customerNo: string) => customerOf(byNo.get(customerNo) as CustomerRow | undefined),
    isEmpty: () => count.get() === 0,

    /** Inserts the customer; call inside the caller's transaction. The customer number must be free. */
    create(customer: NewCustomer): CustomerRecord {
      const id = randomUUID();
      insert.run({ ...customer, id, createdAt: now().toISOString() });
      return customerOf(byId.get(id) as CustomerRow)!;
    },

    updateCompany(id: string, company: CompanyData): void {
      updateCompany.run({ ...company, id });
    },

    setBudgetPriceType(id: string, budgetPriceType: BudgetPriceType): void {
      setBudgetPriceType.run(budgetPriceType, id);
    },

    setCostCenterSettings(id: string, settings: CostCenterSettings): void {
      setCostCenterSettings.run({ id, costCenterOptional: Number(settings.costCenterOptional), costCenterPerPosition: Number(settings.costCenterPerPosition) });
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
