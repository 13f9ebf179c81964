-- The price catalogue: one row per channel, currency and priced item, seeded
-- from backend/src/prices/catalogue.json whenever that file changes. Amounts are minor
-- units (cents, Rappen, pence).

CREATE TABLE prices (
  channel TEXT NOT NULL CHECK (channel IN ('cards', 'wallart')),
  currency TEXT NOT NULL CHECK (currency IN ('EUR', 'CHF', 'GBP', 'USD')),
  -- wallart, wallart-option, card, calendar, photobook, photobook-pages, photobox
  line TEXT NOT NULL,
  -- material, card format, calendar type, photo-book type or photo-box type
  variant TEXT NOT NULL,
  -- frame type for framed wall art, the option group for wallart-option, '' otherwise
  option TEXT NOT NULL DEFAULT '',
  -- format, card quantity, or the option within its group
  item TEXT NOT NULL,
  price_current INTEGER NOT NULL CHECK (price_current >= 0),
  price_original INTEGER NOT NULL CHECK (price_original >= price_current),
  position INTEGER NOT NULL,
  PRIMARY KEY (channel, currency, line, variant, option, item)
) WITHOUT ROWID;

-- Which catalogue file the rows came from (its sha256), so a restart reseeds only after a change.
CREATE TABLE price_catalogue (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  checksum TEXT NOT NULL,
  seeded_at INTEGER NOT NULL
);
