-- One-time tokens on returning links (a partner's way back): redeemed once, within an hour, for a
-- new write secret in the browser the link opened in. Only their SHA-256 is kept.
CREATE TABLE lead_resume_tokens (
  token_hash text PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX lead_resume_tokens_lead ON lead_resume_tokens (lead_id);
