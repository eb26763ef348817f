-- Whether a request of the v3 (dynamic) form made or saved the lead (issue 37): such a lead is
-- never sent to a step of the classic form, which its form has no page for. Leads made before
-- this column were classic ones or v3 ones alike; they keep the classic rules.
ALTER TABLE leads ADD COLUMN dynamic_form boolean NOT NULL DEFAULT false;
