-- When an order was first placed with a quote's lines (quoting/, checkout/order-submission.ts): the
-- quote is used then and cannot be accepted into a basket again.
ALTER TABLE quotes ADD COLUMN ordered_at TEXT;
