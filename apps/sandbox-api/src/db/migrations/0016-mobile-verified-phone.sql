-- The number (without separators) the lead's mobile code was verified for; null until one is. A
-- lead at MOBILE_VERIFICATION whose contact number is not this one refuses updates (409).
ALTER TABLE leads ADD COLUMN mobile_verified_phone text;
