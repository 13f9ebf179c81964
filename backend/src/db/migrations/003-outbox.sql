-- Every e-mail the backend "sends". Each row also has a file under {BACKEND_DATA_DIR}/outbox/.

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- 'password-reset', 'newsletter-confirm', …
  kind TEXT NOT NULL,
  to_address TEXT NOT NULL,
  to_normalized TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  -- JSON array of the links in the message
  links TEXT NOT NULL,
  file TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX outbox_to ON outbox (to_normalized, id);
