-- Issue 36, tokens of their own. A partner's page is reached by a random secret in its address
-- (only its SHA-256 kept) and lives an hour; links made before have none and open no more.
ALTER TABLE partner_links ADD COLUMN secret_hash text;
CREATE UNIQUE INDEX partner_links_secret_idx ON partner_links (secret_hash);
ALTER TABLE partner_links ADD COLUMN expires_at timestamptz;
UPDATE partner_links SET expires_at = created_at + interval '1 hour';
ALTER TABLE partner_links ALTER COLUMN expires_at SET NOT NULL;

-- A mail's links carry tokens too: `customer_consents` for a lead, `unsubscribe` for an address
-- (its SHA-256, trimmed and lower-cased, as unsubscribed_emails keeps it), bound to no lead so it
-- outlives one.
ALTER TABLE lead_resume_tokens ALTER COLUMN lead_id DROP NOT NULL;
ALTER TABLE lead_resume_tokens ADD COLUMN email_sha256 text
  CONSTRAINT lead_resume_tokens_email_check CHECK (email_sha256 ~ '^[0-9a-f]{64}$');
ALTER TABLE lead_resume_tokens ADD CONSTRAINT lead_resume_tokens_owner_check CHECK (
  CASE WHEN purpose = 'unsubscribe' THEN email_sha256 IS NOT NULL AND lead_id IS NULL
       ELSE lead_id IS NOT NULL AND email_sha256 IS NULL END
);

-- A partner's reference for a REDIRECTED lead was its id: now 128 random bits, kept with the
-- decision; the lender maps it back through leads.redirect_url.
UPDATE leads SET redirect_url =
    'https://partner.example/apply?ref=' || replace(gen_random_uuid()::text, '-', '')
  WHERE redirect_url = 'https://partner.example/apply?ref=' || id::text;
CREATE INDEX leads_redirect_url_idx ON leads (redirect_url) WHERE redirect_url IS NOT NULL;
