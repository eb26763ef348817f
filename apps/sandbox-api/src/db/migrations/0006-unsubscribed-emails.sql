-- Addresses that asked for no more marketing e-mail (POST /customer/email/unsubscribe). Only a
-- SHA-256 of the trimmed, lower-cased address is kept: the address itself is never stored.
CREATE TABLE unsubscribed_emails (
  email_sha256 text PRIMARY KEY CONSTRAINT unsubscribed_emails_sha256_check CHECK (email_sha256 ~ '^[0-9a-f]{64}$'),
  unsubscribed_at timestamptz NOT NULL
);
