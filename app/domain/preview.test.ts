import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  asksForPreview,
  isFreshPreviewTimestamp,
  isPreviewQueryKey,
  previewMatchesStory,
  previewRequestOf,
  previewSignatureInput,
} from './preview'

const token = (input: string) => createHash('sha1').update(input).digest('hex')
const query = (fields: Record<string, string>) => new URLSearchParams(fields)
const now = Date.parse('2026-11-21T12:00:00Z')
const nowSeconds = String(now / 1000)

describe('content preview (site-chrome §6)', () => {
  const complete = {
    _storyblok: '257680159',
    '_storyblok_tk[space_id]': '287465',
    '_storyblok_tk[timestamp]': nowSeconds,
    '_storyblok_tk[token]': token(`287465:secret:${nowSeconds}`).toUpperCase(),
  }

  it('"a preview query parameter is present": all visual-editor parameters are read', () => {
    expect(previewRequestOf(query(complete))).toEqual({
      storyId: '257680159',
      spaceId: '287465',
      timestamp: nowSeconds,
      token: token(`287465:secret:${nowSeconds}`),
    })
    expect(asksForPreview(query(complete))).toBe(true)
    expect(asksForPreview(query({ designId: '3' }))).toBe(false)
  })

  it('no preview without every parameter, or with malformed ones', () => {
    for (const missing of Object.keys(complete)) {
      const partial: Record<string, string> = { ...complete }
      delete partial[missing]
      expect(previewRequestOf(query(partial))).toBeUndefined()
    }
    expect(previewRequestOf(query({ ...complete, _storyblok: 'abc' }))).toBeUndefined()
    expect(
      previewRequestOf(query({ ...complete, '_storyblok_tk[token]': 'not-a-sha1' })),
    ).toBeUndefined()
    expect(
      previewRequestOf(query({ ...complete, '_storyblok_tk[timestamp]': '-5' })),
    ).toBeUndefined()
  })

  it('"SHA-1 of space_id:preview_token:timestamp": the signed text', () => {
    expect(previewSignatureInput('287465', 'tok', '1700000000')).toBe('287465:tok:1700000000')
  })

  it('"timestamp under an hour old"', () => {
    const seconds = (offsetMs: number) => String(Math.floor((now - offsetMs) / 1000))
    expect(isFreshPreviewTimestamp(seconds(0), now)).toBe(true)
    expect(isFreshPreviewTimestamp(seconds(59 * 60_000), now)).toBe(true)
    expect(isFreshPreviewTimestamp(seconds(60 * 60_000), now)).toBe(false)
    expect(isFreshPreviewTimestamp(seconds(3 * 60 * 60_000), now)).toBe(false)
    // A timestamp from the future counts only within a minute of clock skew.
    expect(isFreshPreviewTimestamp(seconds(-30_000), now)).toBe(true)
    expect(isFreshPreviewTimestamp(seconds(-10 * 60_000), now)).toBe(false)
    expect(isFreshPreviewTimestamp('99999999999999999999', now)).toBe(false)
  })

  it('"matches the story id"', () => {
    expect(previewMatchesStory({ storyId: '42' }, 42)).toBe(true)
    expect(previewMatchesStory({ storyId: '42' }, '42')).toBe(true)
    expect(previewMatchesStory({ storyId: '42' }, 43)).toBe(false)
  })

  it('visual-editor parameters are recognised (and kept out of canonical URLs)', () => {
    expect(isPreviewQueryKey('_storyblok')).toBe(true)
    expect(isPreviewQueryKey('_storyblok_tk[token]')).toBe(true)
    expect(isPreviewQueryKey('_storyblok_lang')).toBe(true)
    expect(isPreviewQueryKey('designId')).toBe(false)
    expect(isPreviewQueryKey('_storyblokx')).toBe(false)
  })
})
