-- The photo-frame product selection: frame types, their variants and materials, and
-- one price row per channel, currency, variant, material, mat and format, seeded from the
-- reference range (backend/src/photo-frames/range.ts) and the price catalogue whenever either
-- changes. Numbered after its ADR, so it cannot clash with a migration written at the same time.

CREATE TABLE photo_frame_types (
  frame_type TEXT PRIMARY KEY,
  family TEXT NOT NULL,
  default_variant TEXT NOT NULL,
  glass_type TEXT,
  position INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE photo_frame_variants (
  frame_variant TEXT PRIMARY KEY,
  frame_type TEXT NOT NULL REFERENCES photo_frame_types (frame_type) ON DELETE CASCADE,
  colour TEXT NOT NULL,
  shape TEXT,
  position INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE photo_frame_materials (
  frame_type TEXT NOT NULL REFERENCES photo_frame_types (frame_type) ON DELETE CASCADE,
  material_type TEXT NOT NULL,
  is_default INTEGER NOT NULL CHECK (is_default IN (0, 1)),
  -- the material's print option group, its options (comma-separated) and the one used
  option_type_group TEXT,
  option_types TEXT NOT NULL DEFAULT '',
  default_option_type TEXT,
  position INTEGER NOT NULL,
  PRIMARY KEY (frame_type, material_type)
) WITHOUT ROWID;

CREATE TABLE photo_frame_mats (
  frame_type TEXT NOT NULL REFERENCES photo_frame_types (frame_type) ON DELETE CASCADE,
  mat_type TEXT NOT NULL CHECK (mat_type IN ('mat-none', 'mat-weiss')),
  mat_size INTEGER NOT NULL CHECK (mat_size IN (0, 30)),
  is_default INTEGER NOT NULL CHECK (is_default IN (0, 1)),
  PRIMARY KEY (frame_type, mat_type, mat_size)
) WITHOUT ROWID;

CREATE TABLE photo_frame_prices (
  channel TEXT NOT NULL CHECK (channel IN ('cards', 'wallart')),
  currency TEXT NOT NULL CHECK (currency IN ('EUR', 'CHF', 'GBP', 'USD')),
  frame_variant TEXT NOT NULL REFERENCES photo_frame_variants (frame_variant) ON DELETE CASCADE,
  -- '' for the frame alone (no print)
  material_type TEXT NOT NULL,
  mat_type TEXT NOT NULL,
  mat_size INTEGER NOT NULL,
  format_type TEXT NOT NULL,
  format_group TEXT NOT NULL,
  price_current INTEGER NOT NULL CHECK (price_current >= 0),
  price_original INTEGER NOT NULL CHECK (price_original >= price_current),
  position INTEGER NOT NULL,
  PRIMARY KEY (channel, currency, frame_variant, material_type, mat_type, mat_size, format_type)
) WITHOUT ROWID;

-- Which range and catalogue the rows came from (sha256), so a restart reseeds only after a change.
CREATE TABLE photo_frame_catalogue (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  checksum TEXT NOT NULL,
  seeded_at INTEGER NOT NULL
);
