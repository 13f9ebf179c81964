-- Free formats of wall art: what the workshop can produce of each material and
-- frame, and the price by area fitted to the price catalogue. Numbered after its ADR, so it
-- cannot clash with a migration written at the same time. Seeded by backend/src/formats/seed.ts
-- whenever the limits or the price catalogue change.

CREATE TABLE format_limits (
  material TEXT NOT NULL,
  -- the frame type, '' unframed
  frame TEXT NOT NULL DEFAULT '',
  -- tenths of a millimetre
  min_width INTEGER NOT NULL CHECK (min_width > 0),
  max_width INTEGER NOT NULL CHECK (max_width >= min_width),
  min_height INTEGER NOT NULL CHECK (min_height > 0),
  max_height INTEGER NOT NULL CHECK (max_height >= min_height),
  step INTEGER NOT NULL CHECK (step > 0),
  PRIMARY KEY (material, frame)
) WITHOUT ROWID;

-- price = base + per_square_metre × area, in minor units, one line for current and one for
-- original prices, per channel, currency, material and frame
CREATE TABLE format_area_rates (
  channel TEXT NOT NULL CHECK (channel IN ('cards', 'wallart')),
  currency TEXT NOT NULL CHECK (currency IN ('EUR', 'CHF', 'GBP', 'USD')),
  material TEXT NOT NULL,
  frame TEXT NOT NULL DEFAULT '',
  base_current INTEGER NOT NULL CHECK (base_current >= 0),
  per_m2_current INTEGER NOT NULL CHECK (per_m2_current >= 0),
  base_original INTEGER NOT NULL CHECK (base_original >= 0),
  per_m2_original INTEGER NOT NULL CHECK (per_m2_original >= 0),
  PRIMARY KEY (channel, currency, material, frame)
) WITHOUT ROWID;

-- What the rows came from (a sha256 of the limits and the price catalogue's checksum).
CREATE TABLE format_catalogue (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  checksum TEXT NOT NULL,
  seeded_at INTEGER NOT NULL
);
