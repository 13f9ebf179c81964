-- Product data: catalogue names, descriptions and pictures of articles and
-- accessories, accessory prices per country, and each shop frontend's service data. Seeded
-- from backend/src/product-data/data.ts whenever that data changes. Amounts are minor units.

CREATE TABLE product_texts (
  -- `{productType}:{material option}`, `accessory:{type}`
  subject TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('de', 'en', 'es', 'fr', 'it', 'nl')),
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (subject, language)
) WITHOUT ROWID;

-- A subject's pictures, the lead picture first; a product type's own row (`photobox`) is the
-- fallback for its subjects without pictures.
CREATE TABLE product_images (
  subject TEXT NOT NULL,
  position INTEGER NOT NULL,
  src TEXT NOT NULL,
  PRIMARY KEY (subject, position)
) WITHOUT ROWID;

CREATE TABLE accessories (
  channel TEXT NOT NULL CHECK (channel IN ('cards', 'wallart')),
  accessory_type TEXT NOT NULL,
  position INTEGER NOT NULL,
  unit TEXT NOT NULL CHECK (unit IN ('card', 'piece')),
  max_quantity INTEGER NOT NULL CHECK (max_quantity > 0),
  -- comma-separated product types it goes with
  product_types TEXT NOT NULL,
  PRIMARY KEY (channel, accessory_type)
) WITHOUT ROWID;

CREATE TABLE accessory_prices (
  channel TEXT NOT NULL CHECK (channel IN ('cards', 'wallart')),
  country TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('EUR', 'CHF', 'GBP', 'USD')),
  accessory_type TEXT NOT NULL,
  -- an envelope's size class, 'default' for the others
  variant TEXT NOT NULL,
  position INTEGER NOT NULL,
  price_current INTEGER NOT NULL CHECK (price_current >= 0),
  price_original INTEGER NOT NULL CHECK (price_original >= price_current),
  PRIMARY KEY (channel, country, accessory_type, variant)
) WITHOUT ROWID;

CREATE TABLE shop_frontends (
  channel TEXT NOT NULL CHECK (channel IN ('cards', 'wallart')),
  country TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('EUR', 'CHF', 'GBP', 'USD')),
  phone TEXT NOT NULL,
  phone_href TEXT NOT NULL,
  opens TEXT NOT NULL,
  closes TEXT NOT NULL,
  standard_days INTEGER NOT NULL CHECK (standard_days > 0),
  -- comma-separated, in the order the shop lists them
  payment_methods TEXT NOT NULL,
  shipping_cost INTEGER NOT NULL CHECK (shipping_cost >= 0),
  free_shipping_from INTEGER,
  PRIMARY KEY (channel, country)
) WITHOUT ROWID;

-- Which product data the rows came from (its sha256), so a restart reseeds only after a change.
CREATE TABLE product_data_seed (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  checksum TEXT NOT NULL,
  seeded_at INTEGER NOT NULL
);
