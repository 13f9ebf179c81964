-- Newsletter subscriptions with double opt-in.

CREATE TABLE newsletter_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL CHECK (channel IN ('cards', 'wallart')),
  email TEXT NOT NULL,
  email_normalized TEXT NOT NULL,
  locale TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
  -- 'form' (newsletter-subscribe) or 'signup' (opt-in at sign-up)
  source TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  confirmed_at INTEGER
);
CREATE UNIQUE INDEX newsletter_subscriptions_channel_email ON newsletter_subscriptions (channel, email_normalized);

CREATE TABLE newsletter_tokens (
  token_hash TEXT PRIMARY KEY,
  subscription_id INTEGER NOT NULL REFERENCES newsletter_subscriptions (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX newsletter_tokens_subscription ON newsletter_tokens (subscription_id);
