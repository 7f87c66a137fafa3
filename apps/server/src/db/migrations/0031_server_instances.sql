-- 0031 the API processes sharing this database (issue 34): each one's row, refreshed while it runs, says what
-- it must agree on with the others. A process whose signing key or audio storage differs from a live one's is
-- refused at start (two keys: a session made on one process fails on the other; two local DATA_DIRs: audio
-- saved on one is missing on the other), and /api/v1/health explains any disagreement it finds later.
CREATE TABLE server_instances (
  id text PRIMARY KEY,
  host text NOT NULL,
  pid integer NOT NULL,
  started_at timestamptz NOT NULL,
  seen_at timestamptz NOT NULL,
  -- A keyed hash that is the same exactly when the JWT signing keys are (never the key itself).
  secret_fingerprint text NOT NULL,
  -- Where audio is kept: 's3:<endpoint>/<bucket>' or 'local:<the id written into DATA_DIR/audio>'.
  storage_id text NOT NULL
);
CREATE INDEX server_instances_seen_idx ON server_instances (seen_at);
