/**
 * Nothing lost: concurrent duplicate sign-ups and newsletter subscriptions
 * produce exactly one record; a retried form post (double click, back and resubmit) has no
 * double effect; a crash between write and answer leaves consistent data. The crash is a
 * real one: the backend process kills itself (SIGKILL) right after a chosen SQL statement
 * ran (support/crash-after-write.mjs), while the storefront waits for its answer.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBackend, type RunningBackend } from '../../backend/src/server'
import { contains, cookiesOf, htmlText, postForm, translation } from './support/http'
import { cheapHashing, root, startStack, type Stack } from './support/stack'

const shopHeaders = {
  'content-type': 'application/json',
  'x-channel': 'cards-DE',
  'x-locale': 'de-DE',
}

/** Row counts straight from the backend's SQLite file (read-only, beside the running backend). */
function count(dataDir: string, sql: string, ...params: unknown[]): number {
  const db = new Database(join(dataDir, 'shop.sqlite'), { readonly: true, fileMustExist: true })
  try {
    return (db.prepare(sql).get(...params) as { n: number }).n
  } finally {
    db.close()
  }
}
const customers = (dataDir: string, email: string) =>
  count(dataDir, 'SELECT COUNT(*) AS n FROM customers WHERE email_normalized = ?', email)
const subscriptions = (dataDir: string, email: string) =>
  count(
    dataDir,
    'SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE email_normalized = ?',
    email,
  )
const mails = (dataDir: string, email: string, kind: string) =>
  count(
    dataDir,
    'SELECT COUNT(*) AS n FROM outbox WHERE to_normalized = ? AND kind = ?',
    email,
    kind,
  )

describe('concurrent duplicates at the reference backend', () => {
  let backend: RunningBackend
  let dataDir: string
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rel-dupes-'))
    // Duplicates from one address at once are the point here, not the per-address and hashing
    // limits.
    backend = await startBackend({
      port: 0,
      dataDir,
      contentDir: join(root, 'backend/content'),
      logLevel: 'silent',
      passwordHashing: cheapHashing,
      requestLimit: { limit: 1000 },
      hashGate: { queued: 64 },
    })
  })
  afterAll(async () => {
    await backend?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })
  const post = (path: string, body: unknown) =>
    fetch(`${backend.url}${path}`, {
      method: 'POST',
      headers: shopHeaders,
      body: JSON.stringify(body),
    })

  it('20 identical sign-ups at once: one account, one subscription, one confirmation e-mail; every copy answered like the first', async () => {
    const body = {
      firstName: 'Dupli',
      lastName: 'Kat',
      email: 'dupe@example.com',
      password: 'correct-horse-1',
      newsletter: true,
    }
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/web-api/customer-signup', body).then((r) => r.status),
      ),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(20)
    expect(customers(dataDir, 'dupe@example.com')).toBe(1)
    expect(subscriptions(dataDir, 'dupe@example.com')).toBe(1)
    expect(mails(dataDir, 'dupe@example.com', 'newsletter-confirm')).toBe(1)
  })

  it('20 sign-ups for one address with different passwords at once: one account, the others "e-mail taken"', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/web-api/customer-signup', {
          firstName: 'Dupli',
          lastName: 'Kat',
          email: 'rivals@example.com',
          password: `rival-password-${i}`,
        }).then((r) => r.status),
      ),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 400)).toHaveLength(19)
    expect(customers(dataDir, 'rivals@example.com')).toBe(1)
  })

  it('20 identical newsletter subscriptions at once: one subscription record', async () => {
    const body = { email: 'News.Dupe@Example.com', recaptchaToken: 'test-captcha-token' }
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/web-api/newsletter-subscribe', body).then((r) => r.status),
      ),
    )
    expect(statuses.every((status) => status === 200)).toBe(true)
    expect(subscriptions(dataDir, 'news.dupe@example.com')).toBe(1)
    expect(mails(dataDir, 'news.dupe@example.com', 'newsletter-confirm')).toBe(1)
  })

  it('20 identical password-reset requests at once: one e-mail, its link works', async () => {
    await post('/web-api/customer-signup', {
      firstName: 'Reset',
      lastName: 'Dupe',
      email: 'reset.dupe@example.com',
      password: 'reset-dupe-1',
    })
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/web-api/customer-password-reset', { email: 'Reset.Dupe@example.com' }).then(
          (r) => r.status,
        ),
      ),
    )
    expect(statuses.every((status) => status === 200)).toBe(true)
    expect(mails(dataDir, 'reset.dupe@example.com', 'password-reset')).toBe(1)
    const mail = (await (
      await fetch(`${backend.url}/outbox/latest?to=reset.dupe@example.com&kind=password-reset`)
    ).json()) as { links: string[] }
    const token = new URL(mail.links[0]!).searchParams.get('token')
    expect(
      (await post('/web-api/customer-password-reset/confirm', { token, password: 'reset-dupe-2' }))
        .status,
    ).toBe(200)
  })
})

describe('through the storefront: retried posts and a crash between write and answer', () => {
  let stack: Stack
  const host = () => `localhost:${stack.shop.port}`
  const form = (path: string, fields: Record<string, string>) =>
    postForm(stack.shop.url, path, fields, { host: host() })
  const tryAgain = htmlText(translation('de', 'account', 'form.genericError'))
  const crashHook = pathToFileURL(join(root, 'test/resilience/support/crash-after-write.mjs')).href

  /** Restarts the backend so that it dies right after the first statement matching `sql`. */
  async function armCrash(sql: string) {
    await stack.backend.kill('SIGTERM')
    await stack.backend.restart({ preload: crashHook, env: { REL_CRASH_AFTER_SQL: sql } })
  }
  async function restartHealthy() {
    await stack.backend.kill('SIGKILL')
    await stack.backend.restart()
  }
  async function outboxLink(email: string, kind: string): Promise<string> {
    const response = await fetch(
      `${stack.backend.url}/outbox/latest?${new URLSearchParams({ to: email, kind })}`,
    )
    expect(response.status).toBe(200)
    const message = (await response.json()) as { links: string[] }
    return message.links[0]!
  }

  beforeAll(async () => {
    stack = await startStack({ shopApiTimeoutMs: 10_000 })
  })
  afterAll(async () => {
    if (process.env.REL_DEBUG) console.log(stack?.shop.tail(60))
    await stack?.stop()
  })

  it('"a retried form post (double click, back and resubmit) has no double effect": a double-clicked sign-up makes one account and one e-mail, and every copy lands logged in', async () => {
    const fields = {
      firstName: 'Doppel',
      lastName: 'Klick',
      email: 'double@example.com',
      password: 'double-click-1',
      newsletter: 'on',
    }
    const twice = await Promise.all([
      form('/mein-konto/registrieren', fields),
      form('/mein-konto/registrieren', fields),
    ])
    expect(twice.map((answer) => answer.status)).toEqual([303, 303])
    const again = await form('/mein-konto/registrieren', fields)
    expect(again.status).toBe(303)
    expect(cookiesOf(again).some((cookie) => cookie.startsWith('shop_session='))).toBe(true)
    expect(customers(stack.backend.dataDir, 'double@example.com')).toBe(1)
    expect(subscriptions(stack.backend.dataDir, 'double@example.com')).toBe(1)
    expect(mails(stack.backend.dataDir, 'double@example.com', 'newsletter-confirm')).toBe(1)
    // Another password for the same address is a new sign-up, refused with the address kept.
    const other = await form('/mein-konto/registrieren', {
      ...fields,
      password: 'another-password-1',
    })
    expect(other.status).toBe(400)
    expect(contains(other.text, 'double@example.com')).toMatchObject({ ok: true })
  })

  it('"a retried form post (double click, back and resubmit) has no double effect": a double-clicked password-reset form sends one e-mail', async () => {
    const email = 'reset-click@example.com'
    expect(
      (
        await form('/mein-konto/registrieren', {
          firstName: 'Re',
          lastName: 'Klick',
          email,
          password: 'old-password-1',
        })
      ).status,
    ).toBe(303)
    const twice = await Promise.all([
      form('/mein-konto/passwort-vergessen', { email }),
      form('/mein-konto/passwort-vergessen', { email }),
    ])
    expect(twice.map((answer) => [answer.status, answer.headers['location']])).toEqual([
      [303, '/mein-konto/passwort-vergessen?sent=1'],
      [303, '/mein-konto/passwort-vergessen?sent=1'],
    ])
    expect((await form('/mein-konto/passwort-vergessen', { email })).status).toBe(303)
    expect(mails(stack.backend.dataDir, email, 'password-reset')).toBe(1)
    const token = new URL(await outboxLink(email, 'password-reset')).searchParams.get('token')!
    expect(
      (await form('/mein-konto/neues-passwort', { token, password: 'new-password-1' })).status,
    ).toBe(303)
  })

  it('a newsletter form sent twice makes one subscription and one e-mail; confirming twice confirms once', async () => {
    const fields = { email: 'twice@example.com', recaptchaToken: 'test-captcha-token' }
    expect((await form('/newsletter', fields)).status).toBe(303)
    expect((await form('/newsletter', fields)).status).toBe(303)
    expect(subscriptions(stack.backend.dataDir, 'twice@example.com')).toBe(1)
    expect(mails(stack.backend.dataDir, 'twice@example.com', 'newsletter-confirm')).toBe(1)
    const token = new URL(
      await outboxLink('twice@example.com', 'newsletter-confirm'),
    ).searchParams.get('token')!
    expect((await form('/newsletter/bestaetigen', { token })).status).toBe(303)
    expect((await form('/newsletter/bestaetigen', { token })).status).toBe(303)
    expect(
      count(
        stack.backend.dataDir,
        "SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE email_normalized = ? AND status = 'confirmed'",
        'twice@example.com',
      ),
    ).toBe(1)
  })

  it('a new password sent twice with the same link sets it once: the same form again lands like the first, another password is refused', async () => {
    const email = 'reset-twice@example.com'
    expect(
      (
        await form('/mein-konto/registrieren', {
          firstName: 'Re',
          lastName: 'Set',
          email,
          password: 'old-password-1',
        })
      ).status,
    ).toBe(303)
    expect((await form('/mein-konto/passwort-vergessen', { email })).status).toBe(303)
    const token = new URL(await outboxLink(email, 'password-reset')).searchParams.get('token')!
    const twice = await Promise.all([
      form('/mein-konto/neues-passwort', { token, password: 'new-password-1' }),
      form('/mein-konto/neues-passwort', { token, password: 'new-password-1' }),
    ])
    expect(twice.map((answer) => answer.status)).toEqual([303, 303])
    expect(
      (await form('/mein-konto/neues-passwort', { token, password: 'newer-password-2' })).status,
    ).toBe(400)
    expect((await form('/mein-konto/anmelden', { email, password: 'new-password-1' })).status).toBe(
      303,
    )
  })

  it('crash right after the account is written, before the answer: the shopper is asked to try again; retrying gives one account with its subscription', async () => {
    const email = 'crash-signup@example.com'
    const fields = {
      firstName: 'Absturz',
      lastName: 'Mitte',
      email,
      password: 'crash-signup-1',
      newsletter: 'on',
    }
    await armCrash('^INSERT INTO customers\\b')
    const during = await form('/mein-konto/registrieren', fields)
    expect(during.status).toBe(503)
    expect(contains(during.text, tryAgain)).toMatchObject({ ok: true })
    expect(contains(during.text, 'Absturz')).toMatchObject({ ok: true })
    await restartHealthy()
    // Consistent: an account exists only together with the subscription it asked for.
    expect(subscriptions(stack.backend.dataDir, email)).toBe(
      customers(stack.backend.dataDir, email),
    )
    const retry = await form('/mein-konto/registrieren', fields)
    expect([303, 400]).toContain(retry.status)
    expect(customers(stack.backend.dataDir, email)).toBe(1)
    expect(subscriptions(stack.backend.dataDir, email)).toBe(1)
    expect((await form('/mein-konto/anmelden', { email, password: 'crash-signup-1' })).status).toBe(
      303,
    )
  })

  it('crash inside the newsletter write: nothing half-written; the retry records one subscription and sends its e-mail', async () => {
    const email = 'crash-news@example.com'
    await armCrash('^INSERT INTO newsletter_tokens\\b')
    expect(
      (await form('/newsletter', { email, recaptchaToken: 'test-captcha-token' })).status,
    ).toBe(503)
    await restartHealthy()
    expect(subscriptions(stack.backend.dataDir, email)).toBe(0)
    expect(
      (await form('/newsletter', { email, recaptchaToken: 'test-captcha-token' })).status,
    ).toBe(303)
    expect(subscriptions(stack.backend.dataDir, email)).toBe(1)
    expect(mails(stack.backend.dataDir, email, 'newsletter-confirm')).toBe(1)
  })

  it('crash between the subscription and its e-mail (one transaction): the retry sends a working link, still one record', async () => {
    const email = 'crash-mail@example.com'
    await armCrash('^INSERT INTO outbox\\b')
    expect(
      (await form('/newsletter', { email, recaptchaToken: 'test-captcha-token' })).status,
    ).toBe(503)
    await restartHealthy()
    expect(
      (await form('/newsletter', { email, recaptchaToken: 'test-captcha-token' })).status,
    ).toBe(303)
    expect(subscriptions(stack.backend.dataDir, email)).toBe(1)
    expect(mails(stack.backend.dataDir, email, 'newsletter-confirm')).toBe(1)
    const token = new URL(await outboxLink(email, 'newsletter-confirm')).searchParams.get('token')!
    expect((await form('/newsletter/bestaetigen', { token })).status).toBe(303)
  })

  it('crash between the reset token and its e-mail: nothing half-written, so the retry within the retry window still sends a working link', async () => {
    const email = 'crash-reset-mail@example.com'
    expect(
      (
        await form('/mein-konto/registrieren', {
          firstName: 'Post',
          lastName: 'Weg',
          email,
          password: 'old-password-1',
        })
      ).status,
    ).toBe(303)
    await armCrash('^INSERT INTO outbox\\b')
    expect((await form('/mein-konto/passwort-vergessen', { email })).status).toBe(503)
    await restartHealthy()
    expect(
      count(
        stack.backend.dataDir,
        'SELECT COUNT(*) AS n FROM password_reset_tokens t JOIN customers c ON c.id = t.customer_id WHERE c.email_normalized = ?',
        email,
      ),
    ).toBe(0)
    expect((await form('/mein-konto/passwort-vergessen', { email })).status).toBe(303)
    expect(mails(stack.backend.dataDir, email, 'password-reset')).toBe(1)
    const token = new URL(await outboxLink(email, 'password-reset')).searchParams.get('token')!
    expect(
      (await form('/mein-konto/neues-passwort', { token, password: 'new-password-1' })).status,
    ).toBe(303)
  })

  it('crash while the new password is written: the old password still works, the link still works once', async () => {
    const email = 'crash-reset@example.com'
    expect(
      (
        await form('/mein-konto/registrieren', {
          firstName: 'Pass',
          lastName: 'Wort',
          email,
          password: 'old-password-1',
        })
      ).status,
    ).toBe(303)
    expect((await form('/mein-konto/passwort-vergessen', { email })).status).toBe(303)
    const token = new URL(await outboxLink(email, 'password-reset')).searchParams.get('token')!
    await armCrash('^UPDATE customers SET password_hash\\b')
    expect(
      (await form('/mein-konto/neues-passwort', { token, password: 'new-password-1' })).status,
    ).toBe(503)
    await restartHealthy()
    expect((await form('/mein-konto/anmelden', { email, password: 'old-password-1' })).status).toBe(
      303,
    )
    expect(
      (await form('/mein-konto/neues-passwort', { token, password: 'new-password-1' })).status,
    ).toBe(303)
    expect((await form('/mein-konto/anmelden', { email, password: 'new-password-1' })).status).toBe(
      303,
    )
    const after = await form('/mein-konto/neues-passwort', { token, password: 'newer-password-2' })
    expect(after.status).toBe(400)
    expect(cookiesOf(after)).toEqual([])
  })
})
