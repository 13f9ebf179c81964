-- Design groups: the calendar design groups, photo-book design group sets and collage
-- designs a product page lets the shopper pick from, per channel, seeded from
-- backend/src/design-groups/design-groups.json whenever that file changes. Numbered after its ADR,
-- so it cannot clash with a migration written at the same time.

CREATE TABLE design_group_categories (
  channel TEXT NOT NULL CHECK (channel IN ('cards', 'wallart')),
  product TEXT NOT NULL CHECK (product IN ('photobook', 'collage')),
  category_id TEXT NOT NULL,
  key TEXT NOT NULL,
  -- the name per language: {"de": …, "en": …}
  names TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (channel, product, category_id)
) WITHOUT ROWID;

CREATE TABLE design_groups (
  channel TEXT NOT NULL CHECK (channel IN ('cards', 'wallart')),
  product TEXT NOT NULL CHECK (product IN ('calendar', 'photobook', 'collage')),
  -- designGroupId (calendar), designGroupSetId (photo book) or designId (collage)
  id TEXT NOT NULL,
  -- NULL for calendars (their list has no categories)
  category_id TEXT,
  -- the names per language and the product's own fields (types, formats, templates …)
  data TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (channel, product, id)
) WITHOUT ROWID;

-- Which data file the rows came from (its sha256), so a restart reseeds only after a change.
CREATE TABLE design_group_seed (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  checksum TEXT NOT NULL,
  seeded_at INTEGER NOT NULL
);
