-- Baskets: a customer's basket, or an anonymous shopper's, known by the
-- `shop_basket` cookie (only its sha256 is stored). A whitelabel customer has a second
-- basket for whitelabel orders; `order_modes` says which one is active. Amounts are minor
-- units; times are milliseconds since the epoch.

CREATE TABLE baskets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL CHECK (channel IN ('cards', 'wallart')),
  -- sha256 of the anonymous basket cookie; NULL for a customer's basket
  token_hash TEXT UNIQUE,
  customer_id INTEGER REFERENCES customers (id) ON DELETE CASCADE,
  mode TEXT NOT NULL DEFAULT 'standard' CHECK (mode IN ('standard', 'whitelabel')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK ((token_hash IS NULL) <> (customer_id IS NULL))
);
CREATE UNIQUE INDEX baskets_customer_mode ON baskets (customer_id, mode) WHERE customer_id IS NOT NULL;
CREATE INDEX baskets_updated ON baskets (updated_at);

CREATE TABLE basket_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  basket_id INTEGER NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('gift-voucher', 'card-accessory')),
  -- JSON: the item's own fields (amount, design, message; accessory type, size class …)
  details TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  currency TEXT NOT NULL CHECK (currency IN ('EUR', 'CHF', 'GBP', 'USD')),
  -- the whole line, minor units
  price_current INTEGER NOT NULL CHECK (price_current >= 0),
  price_original INTEGER NOT NULL CHECK (price_original >= price_current),
  created_at INTEGER NOT NULL
);
CREATE INDEX basket_items_basket ON basket_items (basket_id, id);

-- Which basket a whitelabel customer is filling: 1 = whitelabel orders (customer-data's
-- order.isWhitelabelOrder). No row means the standard basket.
CREATE TABLE order_modes (
  customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  is_whitelabel_order INTEGER NOT NULL CHECK (is_whitelabel_order IN (0, 1)),
  updated_at INTEGER NOT NULL
);
