-- Google sign-in: the picture of the Google account a customer last signed in with.
-- Numbered after its ADR, so it cannot clash with a migration written at the same time.
CREATE TABLE customer_pictures (
  customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
