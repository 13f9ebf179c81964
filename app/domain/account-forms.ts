/**
 * Rules of the customer forms (shop-core §5 leaves them open): field limits
 * shared by the server's zod schemas and the inputs' constraint attributes, the honeypot
 * and where a form may send the shopper afterwards. Pure.
 */

/** The reference backend's limits: passwords 8 to 128 characters, names up to 100. */
export const passwordMinLength = 8
export const passwordMaxLength = 128
export const nameMaxLength = 100
export const emailMaxLength = 254

/** The honeypot field every public form carries; people never see or fill it. */
export const honeypotField = 'website'

/** A filled honeypot marks a bot: the form pretends success and does nothing. */
export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== ''
}

/**
 * Where a form may send the shopper after success: a path on this shop only (no scheme,
 * no `//host`, no backslash tricks), else the fallback. Keeps query and hash.
 */
export function safeRedirectPath(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 1000) return fallback
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback
  // eslint-disable-next-line no-control-regex -- control characters are what this rejects
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback
  return target
}

/**
 * A login or sign-up page's address that keeps where the shopper goes afterwards: its form posts
 * here, so the page the server renders again after a refused attempt still carries `redirectTo`.
 */
export function withRedirectTo(path: string, redirectTo: string | null | undefined): string {
  return redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path
}

/** The form messages that are translation keys (the server's own), not backend texts. */
export const messageKeyPrefix = 'account:'

export function isMessageKey(message: string): boolean {
  return message.startsWith(messageKeyPrefix)
}

/**
 * A form's messages as the shopper reads them, each once: the shop may give the same text for the
 * form and for one of its fields (an expired link is both).
 */
export function distinctMessages(messages: readonly string[]): string[] {
  return [...new Set(messages.map((message) => message.trim()).filter(Boolean))]
}
