// What Oil Corp's demo orders spent, booked on the cost centers they were meant for (Jack Link's on
// 100402 Research, Patricia Miller's on 100400 Headquarters), so the cost center pages show spent
// and remaining budgets. Each order is booked once (spending.ts ignores a second booking), at its
// creation date and its gross total (the company's budget price type).
import type { Db } from '../db/open-database';
import { createSpending } from '../organization/spending';

const DEMO_COST_CENTER_ORDERS = [
  { login: 'jlink@test.intershop.de', costCenter: '100402' },
  { login: 'pmiller@test.intershop.de', costCenter: '100400' },
];

export function bookDemoSpending(db: Db): void {
  const spending = createSpending(db);
  const ordersOf = db.prepare(`SELECT o.id AS orderId, u.customer_id AS customerId, u.id AS userId, cc.id AS costCenterId,
      json_extract(o.document, '$.data.totals.grandTotal.gross.currency') AS currency,
      CAST(ROUND(json_extract(o.document, '$.data.totals.grandTotal.gross.value') * 100) AS INTEGER) AS amountCents,
      o.creation_date AS bookedAt
    FROM users u JOIN orders o ON o.token_hash = u.owner_key
      JOIN customers c ON c.id = u.customer_id AND c.customer_no = 'OilCorp'
      JOIN cost_centers cc ON cc.customer_id = c.id AND cc.cost_center_id = ?
    WHERE u.login = ? AND o.creation_status = 'COMPLETED'`);
  db.transaction(() => {
    for (const { login, costCenter } of DEMO_COST_CENTER_ORDERS) {
      for (const booking of ordersOf.all(costCenter, login) as Parameters<typeof spending.book>[0][]) {
        if (booking.currency && Number.isSafeInteger(booking.amountCents)) spending.book(booking);
      }
    }
  })();
}
