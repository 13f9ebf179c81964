/**
 * "The reference backend killed and restarted during a load run: no account,
 * subscription or reset token lost; the storefront recovers without a restart."
 *
 * Readers ask for content and product pages while writers sign up, subscribe to the
 * newsletter and ask for password resets through the storefront's forms. A few seconds in,
 * the backend is killed (SIGKILL) and restarted on the same port and data three seconds
 * later. Everything the storefront confirmed to a shopper (303) must be in the backend
 * afterwards; nothing may answer 500; the storefront process is never restarted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getPage, postForm, problemsOf, type RawResponse } from './support/http'
import { startStack, type Stack } from './support/stack'

let stack: Stack
const host = (name = 'localhost') => `${name}:${stack.shop.port}`
const shopHeaders = {
  'content-type': 'application/json',
  'x-channel': 'cards-DE',
  'x-locale': 'de-DE',
}

type Outcome = { kind: string; email: string; status: number; idempotencyKey?: string }
const readerStatuses: { path: string; status: number; phase: string }[] = []
const writes: Outcome[] = []
const problems: string[] = []
let phase: 'before' | 'outage' | 'after' = 'before'

const readPaths: [string, string][] = [
  ['/', 'localhost'],
  ['/fotokalender', 'localhost'],
  ['/leinwanddruck/', 'wallart-de.localhost'],
  ['/mein-konto/anmelden', 'localhost'],
  ['/gibt-es-nicht', 'localhost'],
]
const resetAccounts = Array.from({ length: 6 }, (_, i) => `reset-${i}@example.com`)

function check(label: string, response: RawResponse) {
  for (const problem of problemsOf(response, {
    internalAddresses: stack.internalAddresses,
    allow5xx: true,
  }))
    problems.push(`${label}: ${problem}`)
  if (response.status === 500 || response.status > 503)
    problems.push(`${label}: status ${response.status}`)
}

beforeAll(async () => {
  // All load comes from one address: the per-address request limit is not what this
  // measures.
  stack = await startStack({
    shopApiTimeoutMs: 10_000,
    backendEnv: { REQUEST_LIMIT_PER_ADDRESS: '100000' },
  })
  await Promise.all(
    resetAccounts.map((email) =>
      fetch(`${stack.backend.url}/web-api/customer-signup`, {
        method: 'POST',
        headers: shopHeaders,
        body: JSON.stringify({
          email,
          password: 'old-password-1',
          firstName: 'Re',
          lastName: 'Set',
        }),
      }),
    ),
  )
  // Warm the storefront's caches, as a running shop has them.
  for (const [path, name] of readPaths) await getPage(stack.shop.url, path, { host: host(name) })
}, 120_000)

afterAll(async () => {
  if (process.env.REL_DEBUG) console.log(stack?.shop.tail(60))
  await stack?.stop()
})

describe('backend killed and restarted during load', () => {
  it('nothing confirmed is lost, nothing answers 500, content pages stay up, the storefront recovers by itself', async () => {
    const deadline = Date.now() + 14_000
    let serial = 0

    const reader = async () => {
      for (let i = 0; Date.now() < deadline; i++) {
        const [path, name] = readPaths[i % readPaths.length]!
        const answer = await getPage(stack.shop.url, path, { host: host(name) })
        readerStatuses.push({ path, status: answer.status, phase })
        check(`GET ${path}`, answer)
      }
    }
    const writer = async () => {
      while (Date.now() < deadline) {
        const n = serial++
        const kind = ['sign-up', 'newsletter', 'reset'][n % 3]!
        let answer: RawResponse
        let email: string
        if (kind === 'sign-up') {
          email = `load-${n}@example.com`
          answer = await postForm(
            stack.shop.url,
            '/mein-konto/registrieren',
            {
              firstName: 'Last',
              lastName: `Nummer${n}`,
              email,
              password: 'load-password-1',
              newsletter: 'on',
            },
            { host: host() },
          )
        } else if (kind === 'newsletter') {
          email = `news-${n}@example.com`
          answer = await postForm(
            stack.shop.url,
            '/newsletter',
            { email, recaptchaToken: 'test-captcha-token' },
            { host: host() },
          )
        } else {
          email = resetAccounts[Math.floor(n / 3) % resetAccounts.length]!
          answer = await postForm(
            stack.shop.url,
            '/mein-konto/passwort-vergessen',
            { email },
            { host: host() },
          )
        }
        // A sign-up the shopper is asked to retry carries its idempotency key in the form.
        const idempotencyKey =
          /<input type="hidden" name="idempotencyKey" value="([A-Za-z0-9_-]{16,100})"\/>/.exec(
            answer.text,
          )?.[1]
        writes.push({
          kind,
          email,
          status: answer.status,
          ...(idempotencyKey ? { idempotencyKey } : {}),
        })
        check(`POST ${kind}`, answer)
      }
    }
    const chaos = async () => {
      await new Promise((done) => setTimeout(done, 4_000))
      phase = 'outage'
      await stack.backend.kill('SIGKILL')
      await new Promise((done) => setTimeout(done, 3_000))
      await stack.backend.restart()
      phase = 'after'
    }
    await Promise.all([reader(), reader(), writer(), writer(), chaos()])

    expect(problems).toEqual([])
    // The outage was real: some writes failed with "try again" and no content page failed.
    expect(writes.some((write) => write.status === 503)).toBe(true)
    const contentFailures = readerStatuses.filter(
      (read) => read.path !== '/gibt-es-nicht' && read.status !== 200,
    )
    expect(contentFailures).toEqual([])
    expect(readerStatuses.filter((read) => read.phase === 'outage').length).toBeGreaterThan(0)

    // Every confirmed write is in the backend after the restart.
    const confirmed = writes.filter((write) => write.status === 303)
    expect(confirmed.length).toBeGreaterThan(3)
    for (const write of confirmed.filter((w) => w.kind === 'sign-up')) {
      const login = await fetch(`${stack.backend.url}/web-api/customer-login`, {
        method: 'POST',
        headers: shopHeaders,
        body: JSON.stringify({ email: write.email, password: 'load-password-1' }),
      })
      expect(login.status, write.email).toBe(200)
    }
    for (const write of confirmed.filter((w) => w.kind !== 'reset')) {
      const mail = await fetch(
        `${stack.backend.url}/outbox/latest?${new URLSearchParams({ to: write.email, kind: 'newsletter-confirm' })}`,
      )
      expect(mail.status, `confirmation e-mail for ${write.email}`).toBe(200)
    }
    // The latest reset link each account was sent still works after the restart.
    for (const email of new Set(confirmed.filter((w) => w.kind === 'reset').map((w) => w.email))) {
      const mail = (await (
        await fetch(
          `${stack.backend.url}/outbox/latest?${new URLSearchParams({ to: email, kind: 'password-reset' })}`,
        )
      ).json()) as { links: string[] }
      const token = new URL(mail.links[0]!).searchParams.get('token')
      const reset = await fetch(`${stack.backend.url}/web-api/customer-password-reset/confirm`, {
        method: 'POST',
        headers: shopHeaders,
        body: JSON.stringify({ token, password: 'after-restart-1' }),
      })
      expect(reset.status, `reset link of ${email}`).toBe(200)
    }

    // No account is created behind a 503, and none is lost. Every sign-up asked to try
    // again is retried as the shopper would, with the form it got back (its key): each ends logged
    // in with exactly its one account, never "already exists".
    const retried = writes.filter((write) => write.kind === 'sign-up' && write.status === 503)
    expect(retried.length, 'sign-ups asked to try again').toBeGreaterThan(0)
    const retryStatuses: Record<string, number> = {}
    const loginStatuses: Record<string, number> = {}
    const retryOne = async (write: Outcome) => {
      // The account may exist already (written, then the answer was lost): the retry must replay,
      // not refuse.
      expect(write.idempotencyKey, `${write.email}: the failed form keeps its key`).toBeDefined()
      const n = write.email.replace(/\D/g, '')
      const retry = await postForm(
        stack.shop.url,
        '/mein-konto/registrieren',
        {
          firstName: 'Last',
          lastName: `Nummer${n}`,
          email: write.email,
          password: 'load-password-1',
          newsletter: 'on',
          idempotencyKey: write.idempotencyKey!,
        },
        { host: host() },
      )
      retryStatuses[write.email] = retry.status
      const login = await fetch(`${stack.backend.url}/web-api/customer-login`, {
        method: 'POST',
        headers: shopHeaders,
        body: JSON.stringify({ email: write.email, password: 'load-password-1' }),
      })
      loginStatuses[write.email] = login.status
    }
    // Two shoppers at a time: the backend hashes two passwords at once.
    const queue = [...retried]
    await Promise.all(
      [0, 1].map(async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await retryOne(next)
      }),
    )
    expect(
      Object.entries(loginStatuses).filter(([, status]) => status !== 200),
      'every shopper has their account after the retry',
    ).toEqual([])
    expect(
      Object.entries(retryStatuses).filter(([, status]) => status !== 303),
      'every retry lands logged in (none says "already exists")',
    ).toEqual([])

    // Recovered without restarting the storefront: the same process still runs, forms and pages
    // work.
    expect(stack.shop.child.exitCode).toBeNull()
    expect(stack.shop.child.signalCode).toBeNull()
    const login = await postForm(
      stack.shop.url,
      '/mein-konto/anmelden',
      {
        email: confirmed.find((w) => w.kind === 'sign-up')?.email ?? 'x',
        password: 'load-password-1',
      },
      { host: host() },
    )
    expect(login.status).toBe(303)
    expect((await getPage(stack.shop.url, '/readyz')).status).toBe(200)
    console.log(
      `[backend restart] reads ${readerStatuses.length} (${readerStatuses.filter((r) => r.phase === 'outage').length} during the outage), writes ${writes.length}: ` +
        `${confirmed.length} confirmed, ${writes.filter((w) => w.status === 503).length} asked to try again (${retried.length} sign-ups, each retried with its key: all landed logged in)`,
    )
    // 14 s of load, the outage, then every sign-up asked to try again is retried (each a password
    // hash).
  }, 180_000)
})
