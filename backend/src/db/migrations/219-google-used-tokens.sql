-- Google sign-in: every ID token signs in once. A row per accepted token until it
-- expires; the table is shared by the backend's replicas like every other write.
-- Numbered after its ADR, so it cannot clash with a migration written at the same time.
CREATE TABLE google_used_tokens (
  token_key TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
