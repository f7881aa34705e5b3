-- Fields the original client's order, invoice and payment pages read (docs/decisions/client-compatibility.md).
-- CouponOrderStatisticsPage: the orders paid with a coupon, newest first.
CREATE INDEX orders_coupon_ctime_idx ON orders (subject, ctime DESC) WHERE user_coupon_id IS NOT NULL;
-- The bank account printed on a VAT special invoice (InvoiceRecord.account); null for personal invoices.
ALTER TABLE invoice ADD COLUMN bank_account text;
-- operator (/graphql/logisticsStatistics): the staff who handled shipments.
CREATE INDEX express_staff_idx ON express (staff_id, subject) WHERE staff_id IS NOT NULL;
