-- An idempotency key stands for one request of one product: the key is scoped by the product, and
-- the request's fingerprint is kept so the same key with another body can be refused (422).
ALTER TABLE idempotency_keys ADD COLUMN scope text NOT NULL DEFAULT '';
ALTER TABLE idempotency_keys ADD COLUMN request_hash text NOT NULL DEFAULT '';
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (scope, key);
