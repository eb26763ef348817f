-- What checking ends in, decided when a lead enters CHECKING, and the status calls counted since.
-- All nullable or defaulted, so leads stored before this migration keep working.
ALTER TABLE leads ADD COLUMN decided_state integer;
ALTER TABLE leads ADD COLUMN redirect_url text;
ALTER TABLE leads ADD COLUMN redirect_method text
  CONSTRAINT leads_redirect_method_check CHECK (redirect_method IN ('GET', 'POST'));
ALTER TABLE leads ADD COLUMN status_polls integer NOT NULL DEFAULT 0;
ALTER TABLE leads ADD CONSTRAINT leads_redirect_complete_check
  CHECK ((redirect_url IS NULL) = (redirect_method IS NULL));
