-- The password a customer set for the customer area once accepted (POST /lead/customer/password).
-- Only a salted scrypt hash is kept (src/passwords/password-hash.ts), never the password. No foreign
-- key, as for mobile codes: tests empty `leads` on its own, and a row is only read by its lead's id.
CREATE TABLE customer_passwords (
  lead_id uuid PRIMARY KEY,
  password_hash text NOT NULL CONSTRAINT customer_passwords_hash_check CHECK (password_hash ~ '^scrypt\$'),
  set_at timestamptz NOT NULL
);
