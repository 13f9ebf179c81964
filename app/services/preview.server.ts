import { createHash, timingSafeEqual } from 'node:crypto'
import {
  asksForPreview,
  isFreshPreviewTimestamp,
  previewRequestOf,
  previewSignatureInput,
  type PreviewRequest,
} from '~/domain/preview'
import { env } from './env.server'
import { logEvent } from './logger.server'

/**
 * The verified preview request of a URL, or undefined. Verified means: the visual
 * editor's parameters are all present, name this space, are under an hour old, and the
 * token is the SHA-1 of `space_id:preview_token:timestamp` (compared in constant time).
 * Whether the preview parameter matches the story id is checked once the story is known.
 */
export function verifiedPreview(url: URL, nowMs = Date.now()): PreviewRequest | undefined {
  if (!asksForPreview(url.searchParams)) return undefined
  const request = previewRequestOf(url.searchParams)
  const { STORYBLOK_SPACE_ID, STORYBLOK_PREVIEW_TOKEN } = env()
  const reason = !request
    ? 'incomplete'
    : request.spaceId !== STORYBLOK_SPACE_ID
      ? 'space'
      : !isFreshPreviewTimestamp(request.timestamp, nowMs)
        ? 'expired'
        : !sameHex(
              sha1(
                previewSignatureInput(request.spaceId, STORYBLOK_PREVIEW_TOKEN, request.timestamp),
              ),
              request.token,
            )
          ? 'signature'
          : undefined
  if (reason || !request) {
    logEvent('warn', 'preview-refused', { path: url.pathname, reason })
    return undefined
  }
  return request
}

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex')
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given.toLowerCase(), 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}
