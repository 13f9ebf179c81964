import { describe, expect, it } from 'vitest'
import { allowedDistance, editDistance, nearestWord, nearWords } from './edit-distance'

describe('editDistance (Damerau-Levenshtein, optimal string alignment)', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
    expect(editDistance('karte', 'karte')).toBe(0)
    expect(editDistance('hochzeitskartn', 'hochzeitskarten')).toBe(1)
    expect(editDistance('kalendar', 'kalender')).toBe(1)
    expect(editDistance('fotbouch', 'fotobuch')).toBe(1)
    expect(editDistance('fotbuh', 'fotobuch')).toBe(2)
    expect(editDistance('wdding', 'wedding')).toBe(1)
    expect(editDistance('wedidng', 'wedding')).toBe(1)
    expect(editDistance('', 'abc')).toBe(3)
    expect(editDistance('abc', '')).toBe(3)
    expect(editDistance('kitten', 'sitting')).toBe(3)
  })

  it('counts letters, not UTF-16 units', () => {
    expect(editDistance('größe', 'grösse')).toBe(2)
    expect(editDistance('😀a', 'a')).toBe(1)
  })

  it('gives up past the maximum with max + 1', () => {
    expect(editDistance('leinwand', 'hochzeitskarten', 2)).toBe(3)
    expect(editDistance('a', 'abcdef', 1)).toBe(2)
  })
})

describe('allowedDistance', () => {
  it('allows no edit under 4 letters, one up to 7, two beyond', () => {
    expect(allowedDistance('abc')).toBe(0)
    expect(allowedDistance('abcd')).toBe(1)
    expect(allowedDistance('abcdefg')).toBe(1)
    expect(allowedDistance('abcdefgh')).toBe(2)
  })
})

describe('nearestWord', () => {
  const vocabulary: [string, number][] = [
    ['hochzeitskarten', 3],
    ['hochzeit', 5],
    ['karten', 9],
    ['kalender', 4],
    ['kalendar', 1],
    ['canvas', 2],
  ]

  it('corrects a misspelt word to the nearest term within its distance', () => {
    expect(nearestWord('hochzeitskartn', vocabulary)).toBe('hochzeitskarten')
    expect(nearestWord('kartn', vocabulary)).toBe('karten')
    expect(nearestWord('canvs', vocabulary)).toBe('canvas')
  })

  it('prefers the more frequent of equally near terms', () => {
    expect(nearestWord('kalendor', vocabulary)).toBe('kalender')
  })

  it('answers nothing when no term is near enough or the word is short', () => {
    expect(nearestWord('leinwand', vocabulary)).toBeUndefined()
    expect(nearestWord('krt', vocabulary)).toBeUndefined()
    expect(nearestWord('kartxyz', vocabulary)).toBeUndefined()
  })

  it('lists every near word, nearest and most frequent first', () => {
    expect(nearWords('kalendor', vocabulary)).toEqual(['kalender', 'kalendar'])
    expect(nearWords('karten', vocabulary)).toEqual(['karten'])
  })
})
