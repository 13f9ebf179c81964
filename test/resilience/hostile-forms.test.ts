/**
 * Hostile form bodies get a 400 with the form re-rendered and its message,
 * and nothing is logged above `warn`: a name nested 8 000 levels deep (a 16 KB body, which
 * overflowed the form parser's stack and answered 500), thousands of fields, huge names and
 * a name repeated thousands of times. Every form action starts with the same helper
 * (`acceptForm`), so login, sign-up and the newsletter stand for all of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postForm, translation, visibleHtml } from './support/http'
import { startStack, type Stack } from './support/stack'

let stack: Stack
const host = 'localhost'

beforeAll(async () => {
  stack = await startStack({ shopApiTimeoutMs: 5_000, shopEnv: { LOG_LEVEL: 'warn' } })
}, 120_000)

afterAll(async () => {
  await stack?.stop()
})

const bodies: Record<string, string> = {
  'a name nested 8 000 levels deep': `${encodeURIComponent(`email${'.a'.repeat(8000)}`)}=x&password=secret-password`,
  'a name nested 4 000 levels deep in brackets': `${encodeURIComponent(`email${'[a]'.repeat(4000)}`)}=x&password=secret-password`,
  'deep, with a short name per level': `${encodeURIComponent(`e${'.a'.repeat(40)}`)}=x&email=someone%40example.com`,
  '5 000 fields': `${Array.from({ length: 5000 }, (_, i) => `f${i}=1`).join('&')}&email=someone%40example.com&password=secret-password`,
  'a 60 000-character name': `${'n'.repeat(60_000)}=1&email=someone%40example.com`,
  // 2 000 × 28 bytes: under the 64 KB body limit (a larger body is a 413).
  'one name 2 000 times': `${Array.from({ length: 2000 }, () => 'email=someone%40example.com').join('&')}&password=secret-password`,
}

const forms = [
  ['login', '/mein-konto/anmelden'],
  ['sign-up', '/mein-konto/registrieren'],
  ['newsletter', '/newsletter'],
] as const

describe('hostile form bodies', () => {
  for (const [form, path] of forms) {
    for (const [label, body] of Object.entries(bodies)) {
      it(`${form}: ${label} → 400, the form again with its message`, async () => {
        const answer = await postForm(stack.shop.url, path, body, { host })
        expect(answer.status).toBe(400)
        const html = visibleHtml(answer.text)
        expect(html).toContain(`data-form="${form}"`)
        expect(html).toContain(translation('de', 'account', 'form.unreadable'))
        expect(answer.headers['cache-control']).toMatch(/private|no-store/)
      })
    }
  }

  it('nothing was logged above warn, and each refusal was logged once at warn', () => {
    const lines = stack.shop.output
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; event?: string })
    expect(lines.filter((line) => line.level > 40)).toEqual([])
    expect(lines.filter((line) => line.event === 'form-body-refused').length).toBeGreaterThan(0)
  })
})
