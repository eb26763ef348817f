-- Leads and the answers remembered for idempotent creates.
CREATE TABLE leads (
  id uuid PRIMARY KEY,
  product text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  application_state integer NOT NULL,
  lead_status integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE idempotency_keys (
  key text PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
