-- A lead's write secrets beyond the one its first browser got: one for each browser a link's
-- token was redeemed in, so that browser writes the lead and the others keep writing it too.
-- Only their SHA-256 is kept.
CREATE TABLE lead_device_secrets (
  secret_hash text PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);

CREATE INDEX lead_device_secrets_lead ON lead_device_secrets (lead_id);

-- A token says what it is for and when it ends: a partner's way back (an hour), a link sent to
-- the applicant (twelve hours, revoked by a newer one).
ALTER TABLE lead_resume_tokens ADD COLUMN purpose text NOT NULL DEFAULT 'partner_return';
ALTER TABLE lead_resume_tokens ADD COLUMN expires_at timestamptz;
UPDATE lead_resume_tokens SET expires_at = created_at + interval '1 hour';
ALTER TABLE lead_resume_tokens ALTER COLUMN expires_at SET NOT NULL;
ALTER TABLE lead_resume_tokens ADD COLUMN revoked_at timestamptz;
