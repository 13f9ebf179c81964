-- The wishlist: card themes and designs a customer saved, card channel only.

CREATE TABLE wishlist_items (
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('theme', 'design')),
  item_id TEXT NOT NULL,
  -- the theme a design belongs to (a theme's own id for themes); NULL when not known
  theme_id TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (customer_id, type, item_id)
) WITHOUT ROWID;
CREATE INDEX wishlist_items_created ON wishlist_items (customer_id, created_at);
