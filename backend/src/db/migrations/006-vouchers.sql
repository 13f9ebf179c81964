-- Voucher codes and the codes applied to baskets. Codes are stored upper-case.
-- Amounts are minor units of `currency`; times are milliseconds since the epoch.

CREATE TABLE vouchers (
  code TEXT PRIMARY KEY,
  -- NULL: valid on both channels
  channel TEXT CHECK (channel IN ('cards', 'wallart')),
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'amount')),
  -- percent (1-100) or minor units of `currency`
  value INTEGER NOT NULL CHECK (value > 0),
  -- for `amount` vouchers: the only currency they are valid in
  currency TEXT CHECK (currency IN ('EUR', 'CHF', 'GBP', 'USD')),
  valid_from INTEGER,
  valid_until INTEGER,
  -- NULL: any number of baskets may use it; 1: a single-use code
  max_uses INTEGER CHECK (max_uses IS NULL OR max_uses > 0),
  uses INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  CHECK (kind <> 'percent' OR value <= 100),
  CHECK (kind <> 'amount' OR currency IS NOT NULL)
) WITHOUT ROWID;

CREATE TABLE basket_vouchers (
  basket_id INTEGER NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  code TEXT NOT NULL REFERENCES vouchers (code),
  applied_at INTEGER NOT NULL,
  PRIMARY KEY (basket_id, code)
) WITHOUT ROWID;
