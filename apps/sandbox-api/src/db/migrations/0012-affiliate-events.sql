-- Partner clicks told by the front end (POST /affiliate/event): the session and the affiliate
-- reference it arrived with. Nothing personal is sent, so nothing personal is kept.
CREATE TABLE affiliate_events (
  id bigserial PRIMARY KEY,
  session_id text NOT NULL,
  event text NOT NULL,
  product text NOT NULL,
  reference jsonb NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX affiliate_events_session_idx ON affiliate_events (session_id);
