-- The stages (application states) each lead has completed, in order, as a JSON array of state
-- numbers: checking decides again after each stage without the e-mail tags of those done.
ALTER TABLE leads ADD COLUMN completed_stages jsonb NOT NULL DEFAULT '[]'::jsonb
  CONSTRAINT leads_completed_stages_check CHECK (jsonb_typeof(completed_stages) = 'array');
