import { contentFolderOf } from '../localized-urls/routes'
import {
  channels,
  languageOf,
  locales,
  type Channel,
  type Language,
  type Locale,
} from '../market/markets'
import {
  designDocument,
  productTextDocument,
  storyDocument,
  storySource,
  themeDocument,
  type DesignSource,
  type SearchDocument,
} from './documents'
import { correctWords, matchExpression, queryWords, type Vocabulary } from './query'
import type { SearchPayloadData, SearchResultData } from '../../../contracts/search'
import type { ContentStore } from '../content/store'
import type { Db } from '../db/database'
import type { Statement } from 'better-sqlite3'

type Names = Partial<Record<Language, string>>

/** The photo box sizes and their product pages (a card-shop product). */
const PHOTOBOXES = [
  { subject: 'photobox:small', path: '/products?photoboxType=small' },
  { subject: 'photobox:large', path: '/products?photoboxType=large' },
] as const

type ResultRow = {
  kind: SearchResultData['kind']
  title: string
  path: string
  summary: string
  image: string | null
}

/**
 * The search index in the backend's database (FTS5): one document per page, theme and design per
 * market (channel and locale), built from the content snapshot and the catalogue tables. It is
 * built at start and again whenever the content's cache version moves (a publish), before the
 * next search answers.
 */
export class SearchIndex {
  private builtCv: number | undefined
  private vocabulary: Vocabulary = new Map()

  private prepared:
    | {
        search: Statement<[string, string, string, number], ResultRow>
        holds: Statement<[string, string, string], { found: number }>
      }
    | undefined

  constructor(
    private readonly db: Db,
    private readonly content: ContentStore,
  ) {}

  private statements() {
    this.prepared ??= {
      search: this.db.prepare(
        `SELECT kind, title, path, summary, image FROM search_documents
         WHERE search_documents MATCH ? AND channel = ? AND locale = ?
         ORDER BY bm25(search_documents, 10.0, 4.0, 1.0) * boost LIMIT ?`,
      ),
      holds: this.db.prepare(
        `SELECT 1 AS found FROM search_documents
         WHERE search_documents MATCH ? AND channel = ? AND locale = ? LIMIT 1`,
      ),
    }
    return this.prepared
  }

  /** Rebuilds when the published content changed since the last build; answers whether it did. */
  refresh(): boolean {
    const { cv } = this.content.snapshot()
    if (cv === this.builtCv) return false
    this.build()
    return true
  }

  /** Replaces every document with those of the current content and catalogue data. */
  build(): { documents: number } {
    const snapshot = this.content.snapshot()
    const insert = this.db.prepare(
      `INSERT INTO search_documents (title, keywords, body, kind, boost, path, summary, image, channel, locale)
       VALUES (@title, @keywords, @body, @kind, @boost, @path, @summary, @image, @channel, @locale)`,
    )
    const themes = this.themeRows()
    const designs = this.designRows()
    const photoboxes = this.photoboxRows()
    let documents = 0
    this.db.transaction(() => {
      this.db.exec('DELETE FROM search_documents')
      for (const channel of channels) {
        for (const locale of locales) {
          const language = languageOf(locale)
          const source = storySource(channel, locale, contentFolderOf)
          const found: SearchDocument[] = []
          for (const record of snapshot.stories) {
            const document = storyDocument(record, source)
            if (document) found.push(document)
          }
          if (channel === 'cards') {
            for (const theme of themes)
              if (!theme.countries || theme.countries.includes(locale.slice(3))) {
                const document = themeDocument(theme, language)
                if (document) found.push(document)
              }
            for (const box of photoboxes) {
              const text = box.texts.get(language)
              if (text)
                found.push(productTextDocument({ ...text, path: box.path, image: box.image }))
            }
          }
          for (const design of designs.get(channel) ?? []) {
            const document = designDocument(design, language)
            if (document) found.push(document)
          }
          for (const document of found) {
            insert.run({ ...document, channel, locale })
            documents++
          }
        }
      }
    })()
    this.vocabulary = this.readVocabulary()
    this.builtCv = snapshot.cv
    return { documents }
  }

  /** The index's words with their document counts (all markets: a correction is checked per market). */
  private readVocabulary(): Map<string, number> {
    const rows = this.db.prepare<[], [string, number]>('SELECT term, doc FROM search_words').raw()
    return new Map(rows.all())
  }

  private themeRows() {
    return this.db
      .prepare<[], { theme_id: string; occasion: string; names: string; countries: string | null }>(
        'SELECT theme_id, occasion, names, countries FROM card_designs ORDER BY position',
      )
      .all()
      .map((row) => ({
        themeId: row.theme_id,
        occasion: row.occasion,
        names: JSON.parse(row.names) as Names,
        countries: row.countries ? (JSON.parse(row.countries) as string[]) : null,
      }))
  }

  private designRows(): Map<Channel, DesignSource[]> {
    const categories = new Map(
      this.db
        .prepare<[], { channel: string; product: string; category_id: string; names: string }>(
          'SELECT channel, product, category_id, names FROM design_group_categories',
        )
        .all()
        .map((row) => [
          `${row.channel}:${row.product}:${row.category_id}`,
          JSON.parse(row.names) as Names,
        ]),
    )
    const rows = this.db
      .prepare<
        [],
        {
          channel: Channel
          product: DesignSource['product']
          id: string
          category_id: string | null
          data: string
        }
      >(
        'SELECT channel, product, id, category_id, data FROM design_groups ORDER BY product, position',
      )
      .all()
    const byChannel = new Map<Channel, DesignSource[]>()
    for (const row of rows) {
      const data = JSON.parse(row.data) as { name: Names; image?: string }
      const list = byChannel.get(row.channel) ?? []
      list.push({
        product: row.product,
        id: row.id,
        names: data.name,
        category: row.category_id
          ? (categories.get(`${row.channel}:${row.product}:${row.category_id}`) ?? null)
          : null,
        image: typeof data.image === 'string' ? data.image : null,
      })
      byChannel.set(row.channel, list)
    }
    return byChannel
  }

  private photoboxRows() {
    const texts = this.db.prepare<
      [string],
      { language: Language; name: string; description: string }
    >('SELECT language, name, description FROM product_texts WHERE subject = ?')
    // the size's own picture, else the product type's
    const image = this.db.prepare<[string, string], { src: string }>(
      "SELECT src FROM product_images WHERE subject IN (?, 'photobox') ORDER BY subject = ? DESC, position LIMIT 1",
    )
    return PHOTOBOXES.map((box) => ({
      path: box.path,
      texts: new Map(texts.all(box.subject).map((row) => [row.language, row])),
      image: image.get(box.subject, box.subject)?.src ?? null,
    }))
  }

  /**
   * The market's documents matching every word of the query (the last as a prefix), best first by
   * bm25 with the title weighted highest; misspelt words are corrected first.
   */
  search(channel: Channel, locale: Locale, query: string, limit: number): SearchPayloadData {
    const words = queryWords(query)
    if (words.length === 0) return { query, results: [] }
    const holds = (word: string, prefix: boolean) =>
      this.statements().holds.get(matchExpression([word], prefix), channel, locale) !== undefined
    const { words: searched, corrected } = correctWords(words, this.vocabulary, holds)
    const rows = this.statements().search.all(matchExpression(searched), channel, locale, limit)
    return {
      query,
      ...(corrected ? { correctedQuery: searched.join(' ') } : {}),
      results: rows.map((row) => ({
        kind: row.kind,
        title: row.title,
        text: row.summary,
        path: row.path,
        ...(row.image ? { image: row.image } : {}),
      })),
    }
  }
}
