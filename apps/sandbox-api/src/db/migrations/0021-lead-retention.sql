-- Issue 36, a lead's life ends: LEAD_RETENTION_DAYS after its expiry a job deletes a lead's
-- personal data (src/retention/lead-retention.ts) and marks the row, which stays as a tombstone
-- (id, product, state, dates) so the API answers 410 lead_expired about it rather than 404.
ALTER TABLE leads ADD COLUMN personal_data_erased_at timestamptz;
-- The job looks for leads past their expiry whose data is still there.
CREATE INDEX leads_to_erase_idx ON leads (expires_at) WHERE personal_data_erased_at IS NULL;
