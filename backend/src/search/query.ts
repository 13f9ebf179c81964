import { nearWords } from './edit-distance'

/**
 * Query words as the index's tokenizer (unicode61, diacritics removed) sees them, the full-text
 * expression of a query, and the correction of misspelt words. Pure functions.
 */

/** The most words of a query the search uses. */
export const MAX_QUERY_WORDS = 8

/** A word as the index stores it: lower case, without diacritics (`Grüße` → `gruße`). */
export function foldWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}

/** The words of a query, folded; punctuation and operators are separators. */
export function queryWords(query: string): string[] {
  return (query.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [])
    .map(foldWord)
    .slice(0, MAX_QUERY_WORDS)
}

/**
 * The FTS5 expression: every word must occur, the last one as a prefix unless `lastAsPrefix` is
 * false (the shopper may still be typing it). Words are quoted, so nothing a shopper types is read
 * as an operator.
 */
export function matchExpression(words: readonly string[], lastAsPrefix = true): string {
  return words
    .map((word, index) => {
      const quoted = `"${word.replaceAll('"', '""')}"`
      return lastAsPrefix && index === words.length - 1 ? `${quoted}*` : quoted
    })
    .join(' ')
}

/** The index's words with the number of documents holding each. */
export type Vocabulary = ReadonlyMap<string, number>

/**
 * The query's words with each one the market's documents do not hold replaced by the nearest
 * index word they do hold; `holds(word, prefix)` asks the market's documents (the last word counts
 * as held when a word starts with it). `corrected` says whether any word was replaced.
 */
export function correctWords(
  words: readonly string[],
  vocabulary: Vocabulary,
  holds: (word: string, prefix: boolean) => boolean,
): { words: string[]; corrected: boolean } {
  let corrected = false
  const result = words.map((word, index) => {
    if (holds(word, index === words.length - 1)) return word
    const nearest = nearWords(word, vocabulary).find((candidate) => holds(candidate, false))
    if (nearest === undefined) return word
    corrected = true
    return nearest
  })
  return { words: result, corrected }
}
