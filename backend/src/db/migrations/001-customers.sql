-- Customers, their sessions, password-reset tokens and failed logins.
-- Times are milliseconds since the epoch (the server's injectable clock).

CREATE TABLE customers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL CHECK (channel IN ('cards', 'wallart')),
  email TEXT NOT NULL,
  -- lower-cased, trimmed e-mail: the unique key per channel
  email_normalized TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  locale TEXT NOT NULL,
  newsletter_opt_in INTEGER NOT NULL DEFAULT 0,
  type INTEGER NOT NULL DEFAULT 0,
  is_whitelabel INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX customers_channel_email ON customers (channel, email_normalized);

CREATE TABLE sessions (
  -- sha256 of the cookie value; the value itself is never stored
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_customer ON sessions (customer_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

CREATE TABLE password_reset_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX password_reset_tokens_customer ON password_reset_tokens (customer_id, created_at);

CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY,
  -- 'account' (channel:email) or 'address' (client IP)
  scope TEXT NOT NULL CHECK (scope IN ('account', 'address')),
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX login_failures_lookup ON login_failures (scope, key, at);
