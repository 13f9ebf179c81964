-- Exactly-once sign-up: the idempotency key of the sign-up that created an account.
-- A sign-up sent again with its key (a retry after a timeout) is answered like the first.
CREATE TABLE sign_up_keys (
  key TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
);
CREATE INDEX sign_up_keys_created ON sign_up_keys (created_at);
