/**
 * Content preview (site-chrome §6 "Content preview mode is active only when a preview query
 * parameter is present and matches the story id"), with Storyblok's visual-editor
 * parameters as the proof that the request comes from an editor.
 *
 * Pure rules only: the SHA-1 itself is computed by the service (node:crypto).
 */
import { msPerHour, time } from './constants'

/** The preview query parameter: the visual editor sends the story id in `_storyblok`. */
export const previewParam = '_storyblok'

/** The visual editor's signature parameters. */
export const previewTokenParams = {
  spaceId: '_storyblok_tk[space_id]',
  timestamp: '_storyblok_tk[timestamp]',
  token: '_storyblok_tk[token]',
} as const

/** "timestamp under an hour old". */
export const previewMaxAgeMs = msPerHour
/** A timestamp this far in the future still counts (clocks of editor and shop differ a little). */
export const previewClockSkewMs = 60 * time.msPerSecond

export type PreviewRequest = {
  /** The story id the editor asks for (the preview parameter). */
  storyId: string
  spaceId: string
  /** Seconds since the epoch, as the editor sends it. */
  timestamp: string
  /** Lower-case hex SHA-1 of `space_id:preview_token:timestamp`. */
  token: string
}

const digits = /^\d{1,20}$/
const sha1Hex = /^[0-9a-f]{40}$/i

/** The preview parameters of a query, when all of them are present and well-formed. */
export function previewRequestOf(query: URLSearchParams): PreviewRequest | undefined {
  const storyId = query.get(previewParam)
  const spaceId = query.get(previewTokenParams.spaceId)
  const timestamp = query.get(previewTokenParams.timestamp)
  const token = query.get(previewTokenParams.token)
  if (!storyId || !spaceId || !timestamp || !token) return undefined
  if (
    !digits.test(storyId) ||
    !digits.test(spaceId) ||
    !digits.test(timestamp) ||
    !sha1Hex.test(token)
  )
    return undefined
  return { storyId, spaceId, timestamp, token: token.toLowerCase() }
}

/** Whether a query asks for a preview at all (present, whether or not it verifies). */
export function asksForPreview(query: URLSearchParams): boolean {
  return query.has(previewParam)
}

/**
 * The text whose SHA-1 the visual editor sends as the token: `space_id:preview_token:timestamp`.
 */
export function previewSignatureInput(
  spaceId: string,
  previewToken: string,
  timestamp: string,
): string {
  return `${spaceId}:${previewToken}:${timestamp}`
}

/** "timestamp under an hour old" (and not from the future beyond a small clock skew). */
export function isFreshPreviewTimestamp(timestamp: string, nowMs: number): boolean {
  const sentMs = Number(timestamp) * time.msPerSecond
  if (!Number.isSafeInteger(sentMs)) return false
  const ageMs = nowMs - sentMs
  return ageMs < previewMaxAgeMs && ageMs > -previewClockSkewMs
}

/** "matches the story id": the preview parameter names the story being shown. */
export function previewMatchesStory(
  request: Pick<PreviewRequest, 'storyId'>,
  storyId: number | string,
): boolean {
  return request.storyId === String(storyId)
}

/** Whether a query parameter belongs to the visual editor (never part of a canonical URL). */
export function isPreviewQueryKey(key: string): boolean {
  return key === previewParam || key.startsWith(`${previewParam}_`)
}
