-- The verification code last sent to each lead's mobile, and what was tried with it. No foreign
-- key: a lead's row may be emptied on its own (tests truncate `leads`), and a code left behind
-- is only ever read by its lead's id.
CREATE TABLE mobile_codes (
  lead_id uuid PRIMARY KEY,
  phone_number text NOT NULL,
  sent_at timestamptz NOT NULL,
  wrong_codes integer NOT NULL DEFAULT 0 CONSTRAINT mobile_codes_wrong_codes_check CHECK (wrong_codes >= 0),
  locked_until timestamptz
);
