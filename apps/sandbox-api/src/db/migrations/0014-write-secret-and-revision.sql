-- Each lead gets a write secret (only its SHA-256 is kept; a lead from before has none and asks
-- for none) and a revision that every write raises, so a stale update can be refused (409).
ALTER TABLE leads ADD COLUMN write_secret_hash text;
ALTER TABLE leads ADD COLUMN revision integer NOT NULL DEFAULT 1;
