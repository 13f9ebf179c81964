-- The card list: the card designs (themes) with their facets, seeded from the price
-- catalogue's themes whenever they change. Numbered after its ADR.

CREATE TABLE card_designs (
  theme_id TEXT PRIMARY KEY,
  design_id TEXT NOT NULL,
  occasion TEXT NOT NULL,
  -- the shop's own order (the catalogue's order): sort key `sort`
  position INTEGER NOT NULL,
  aspect_ratio TEXT NOT NULL,
  category TEXT NOT NULL,
  color TEXT NOT NULL,
  label TEXT,
  punching TEXT NOT NULL,
  style TEXT NOT NULL,
  popularity INTEGER NOT NULL CHECK (popularity >= 0),
  -- ISO date the design came into the shop
  created TEXT NOT NULL,
  -- JSON arrays: the card formats (the `product` filter) and the quantities the calculator lists
  format_types TEXT NOT NULL,
  initial_format_type TEXT NOT NULL,
  quantities TEXT NOT NULL,
  initial_quantity INTEGER NOT NULL,
  -- JSON object: the name per language
  names TEXT NOT NULL,
  -- JSON array of the countries it is sold in; NULL: everywhere
  countries TEXT
) WITHOUT ROWID;
CREATE INDEX card_designs_occasion ON card_designs (occasion, position);

CREATE TABLE card_design_catalogue (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  checksum TEXT NOT NULL,
  seeded_at INTEGER NOT NULL
);
