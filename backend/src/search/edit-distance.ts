/**
 * Edit distances for the search's typo correction: pure functions, no I/O.
 */

/**
 * The Damerau-Levenshtein distance (optimal string alignment) of two words: insertions,
 * deletions, substitutions and swaps of two neighbouring letters each count one. Stops early and
 * answers `max + 1` once the distance must exceed `max`, so a scan over a vocabulary stays cheap.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const left = [...a]
  const right = [...b]
  if (Math.abs(left.length - right.length) > max) return max + 1
  if (left.length === 0) return right.length
  if (right.length === 0) return left.length
  let twoBack: number[] = []
  let previous = Array.from({ length: right.length + 1 }, (_, j) => j)
  for (let i = 1; i <= left.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= right.length; j++) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1])
        value = Math.min(value, twoBack[j - 2]! + 1)
      current.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > max) return max + 1
    twoBack = previous
    previous = current
  }
  return previous[right.length]!
}

/**
 * How far a word may be from a correction: none for words under 4 letters (too many near
 * neighbours), one edit for 4 to 7 letters, two for longer words.
 */
export function allowedDistance(word: string): number {
  const length = [...word].length
  if (length < 4) return 0
  return length <= 7 ? 1 : 2
}

/**
 * The vocabulary words within `word`'s allowed distance, nearest first, the more frequent first
 * among equally near ones (then alphabetically); none when the word is allowed no edit.
 */
export function nearWords(
  word: string,
  vocabulary: Iterable<readonly [term: string, frequency: number]>,
): string[] {
  const max = allowedDistance(word)
  if (max === 0) return []
  const found: { term: string; distance: number; frequency: number }[] = []
  for (const [term, frequency] of vocabulary) {
    const distance = editDistance(word, term, max)
    if (distance <= max) found.push({ term, distance, frequency })
  }
  return found
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        b.frequency - a.frequency ||
        (a.term < b.term ? -1 : a.term > b.term ? 1 : 0),
    )
    .map((entry) => entry.term)
}

/** The nearest of `nearWords`, if any. */
export function nearestWord(
  word: string,
  vocabulary: Iterable<readonly [term: string, frequency: number]>,
): string | undefined {
  return nearWords(word, vocabulary)[0]
}
