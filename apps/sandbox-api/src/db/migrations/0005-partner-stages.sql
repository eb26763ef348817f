-- The partners' pages a lead was sent to (Instantor, Tink, Paylands' card check): the link's own
-- id (the stand-in page's address), the front end origin the applicant goes back to (one of the
-- configured CORS origins, chosen when the link was made) and how the link ended. No foreign key,
-- as for mobile codes: rows are only ever read by the link's or the lead's id.
CREATE TABLE partner_links (
  link_id uuid PRIMARY KEY,
  lead_id uuid NOT NULL,
  purpose text NOT NULL CONSTRAINT partner_links_purpose_check
    CHECK (purpose IN ('instantor', 'wenance-tink', 'moneyman-paylands')),
  return_origin text,
  created_at timestamptz NOT NULL,
  finished_at timestamptz,
  cancelled_at timestamptz
);
CREATE INDEX partner_links_lead_idx ON partner_links (lead_id, purpose, created_at DESC);

-- Identity documents: the type chosen, then each side received. Only a side's content type, size
-- and SHA-256 are kept, never the file. `seq` orders a lead's documents: the last one chosen counts.
CREATE TABLE id_documents (
  document_id uuid PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  lead_id uuid NOT NULL,
  document_type text NOT NULL CONSTRAINT id_documents_type_check
    CHECK (document_type IN ('idCard', 'passport', 'residencePermit')),
  created_at timestamptz NOT NULL
);
CREATE INDEX id_documents_lead_idx ON id_documents (lead_id, seq DESC);

CREATE TABLE id_document_sides (
  document_id uuid NOT NULL,
  side text NOT NULL CONSTRAINT id_document_sides_side_check CHECK (side IN ('front', 'back')),
  content_type text NOT NULL,
  size_bytes integer NOT NULL CONSTRAINT id_document_sides_size_check CHECK (size_bytes > 0),
  sha256 text NOT NULL CONSTRAINT id_document_sides_sha256_check CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  uploaded_at timestamptz NOT NULL,
  PRIMARY KEY (document_id, side)
);
