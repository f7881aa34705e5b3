-- Idempotency keys belong to the staff member who sent them (issue 25 finding 11): with (scope, key)
-- as the key, another staff member reusing a key got the first one's stored answer (an order number,
-- a refund) instead of their own request being run.
ALTER TABLE idempotency_key DROP CONSTRAINT idempotency_key_pkey;
ALTER TABLE idempotency_key ADD PRIMARY KEY (scope, staff_id, key);
