-- Each lead's answer to a partner's offer (src/offers/): which offer, accepted or declined, and the
-- loan taken (Provident's may be lowered), one row per offer state. No foreign key, as for mobile
-- codes: tests empty `leads` on its own, and a row is only read by its lead's id.
CREATE TABLE offer_decisions (
  lead_id uuid NOT NULL,
  application_state integer NOT NULL,
  offer_id text,
  decision text NOT NULL CONSTRAINT offer_decisions_decision_check CHECK (decision IN ('accept', 'decline')),
  amount numeric,
  period integer,
  monthly_payment numeric,
  currency text,
  decided_at timestamptz NOT NULL,
  PRIMARY KEY (lead_id, application_state)
);
