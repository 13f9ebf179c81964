-- The shop search: a full-text index of what each market can find (content pages, magazine
-- articles, card themes, designs), rebuilt from content and catalogue data at start and whenever
-- published content changes. Only `title`, `keywords` and `body` are indexed; the rest is what a
-- result shows and which market it belongs to.

CREATE VIRTUAL TABLE search_documents USING fts5(
  title,
  keywords,
  body,
  kind UNINDEXED,
  -- bm25 is multiplied by it (scores are negative): 2 for pages, 1 for single designs, so a
  -- category page outranks the designs it shows
  boost UNINDEXED,
  path UNINDEXED,
  summary UNINDEXED,
  image UNINDEXED,
  channel UNINDEXED,
  locale UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);

-- Every indexed word with the number of documents holding it: the candidates for correcting a
-- misspelt query word.
CREATE VIRTUAL TABLE search_words USING fts5vocab(search_documents, row);
