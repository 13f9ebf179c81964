import { createServer } from 'node:http'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { RETRY_WINDOW_MS } from '../customer/retry-window'
import {
  CARDS_GB,
  CookieJar,
  getJson,
  postJson,
  removeTempDirs,
  startTestBackend,
  type TestBackend,
} from '../testing/harness'
import { recaptchaVerifier, turnstileVerifier, type CaptchaVerifier } from './captcha'
import type { AddressInfo } from 'node:net'

let backend: TestBackend

beforeEach(async () => {
  backend = await startTestBackend()
})
afterEach(async () => {
  await backend.close()
})
afterAll(() => removeTempDirs())

const subscribe = (fields: Record<string, unknown>, headers?: Record<string, string>) =>
  postJson(`${backend.url}/web-api/newsletter-subscribe`, fields, { headers })
const confirmByGet = (token: string) =>
  getJson(`${backend.url}/web-api/newsletter-confirm?token=${encodeURIComponent(token)}`, {
    headers: { 'x-channel': 'cards-DE', 'x-locale': 'de-DE' },
  })
const confirmByPost = (token: string) =>
  postJson(`${backend.url}/web-api/newsletter-confirm`, { token })
const mails = async (to: string) =>
  (await getJson(`${backend.url}/outbox?to=${encodeURIComponent(to)}&kind=newsletter-confirm`)).body
    .messages
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

describe('newsletter double opt-in', () => {
  it('sends a confirmation link and confirms through it', async () => {
    const { status, body } = await subscribe({
      email: 'Reader@Example.com',
      recaptchaToken: 'test-captcha-token',
    })
    expect(status).toBe(200)
    expect(body.message.text).toMatch(/bestätige deine Anmeldung/)
    const [mail] = await mails('reader@example.com')
    expect(mail.subject).toBe('Bitte bestätige deine Newsletter-Anmeldung')
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/newsletter\/confirm\?token=/)

    const confirmed = await confirmByGet(tokenOf(mail.links[0]))
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.payload).toEqual({ email: 'Reader@Example.com', status: 'confirmed' })
    expect(confirmed.body.message.text).toMatch(/bestätigt/)
  })

  it('is idempotent: subscribing again keeps one subscription, confirming again succeeds', async () => {
    await subscribe({ email: 'reader@example.com', recaptchaToken: 'test-captcha-token' })
    backend.clock.advance(RETRY_WINDOW_MS + 1)
    await subscribe({ email: 'READER@example.com', recaptchaToken: 'test-captcha-token' })
    const pending = await mails('reader@example.com')
    expect(pending).toHaveLength(2) // a pending address asking again after the retry window gets a fresh link
    // Either link confirms; confirming twice is fine.
    expect((await confirmByPost(tokenOf(pending[1].links[0]))).status).toBe(200)
    expect((await confirmByGet(tokenOf(pending[0].links[0]))).status).toBe(200)
    expect((await confirmByGet(tokenOf(pending[1].links[0]))).status).toBe(200)
    // Subscribing once confirmed answers the same and sends nothing more.
    const again = await subscribe({
      email: 'reader@example.com',
      recaptchaToken: 'test-captcha-token',
    })
    expect(again.status).toBe(200)
    expect(await mails('reader@example.com')).toHaveLength(2)
  })

  it('"a retried form post (double click, back and resubmit) has no double effect": the same subscription sent twice at once or again within the retry window sends one e-mail', async () => {
    const form = { email: 'double@example.com', recaptchaToken: 'test-captcha-token' }
    const twice = await Promise.all([subscribe(form), subscribe(form)])
    expect(twice.map((answer) => answer.status)).toEqual([200, 200])
    expect(twice[0].body).toEqual(twice[1].body)
    backend.clock.advance(RETRY_WINDOW_MS - 1000)
    expect((await subscribe(form)).body).toEqual(twice[0].body)
    const sent = await mails('double@example.com')
    expect(sent).toHaveLength(1)
    expect((await confirmByPost(tokenOf(sent[0].links[0]))).status).toBe(200)
  })

  it('refuses an unknown token, and an expired one of a pending subscription', async () => {
    expect((await confirmByGet('made-up')).status).toBe(400)
    expect((await confirmByGet('')).status).toBe(400)
    await subscribe({ email: 'late@example.com', recaptchaToken: 'test-captcha-token' })
    const [mail] = await mails('late@example.com')
    backend.clock.advance(7 * 24 * 60 * 60 * 1000 + 1)
    const late = await confirmByGet(tokenOf(mail.links[0]))
    expect(late.status).toBe(400)
    expect(late.body.payload.errors.token).toBeDefined()
  })

  it('refuses and logs a subscription without a captcha token', async () => {
    const { status, body } = await subscribe({ email: 'bot@example.com' }, CARDS_GB)
    expect(status).toBe(400)
    expect(body.message.text).toBe('Please confirm that you are not a robot.')
    expect(body.payload.errors.recaptchaToken).toBeDefined()
    expect(
      backend.logs.find((line) => line.event === 'newsletter-no-recaptcha-token'),
    ).toMatchObject({ level: 'warn' })
    expect(await mails('bot@example.com')).toEqual([])
  })

  it('refuses and logs a subscription with a failing captcha token', async () => {
    const { status } = await subscribe({ email: 'bot@example.com', recaptchaToken: 'forged' })
    expect(status).toBe(400)
    expect(backend.logs.find((line) => line.event === 'newsletter-recaptcha-error')).toMatchObject({
      level: 'warn',
      reason: 'token-mismatch',
    })
    expect(await mails('bot@example.com')).toEqual([])
  })

  it('validates the address before anything else', async () => {
    const { status, body } = await subscribe({
      email: 'nope',
      recaptchaToken: 'test-captcha-token',
    })
    expect(status).toBe(400)
    expect(body.payload.errors.email).toBeDefined()
  })

  it('subscribes (pending) when a customer opts in at sign-up', async () => {
    await postJson(`${backend.url}/web-api/customer-signup`, {
      email: 'fan@example.com',
      password: 'long-enough',
      firstName: 'F',
      lastName: 'an',
      newsletter: true,
      newsletterLinkPath: '/de/newsletter/bestaetigen',
    })
    const [mail] = await mails('fan@example.com')
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/de\/newsletter\/bestaetigen\?token=/)
    expect((await confirmByGet(tokenOf(mail.links[0]))).status).toBe(200)
  })
})

describe('pluggable captcha', () => {
  it('uses the verifier given to startBackend', async () => {
    const seen: string[] = []
    const verifier: CaptchaVerifier = {
      async verify(token, context) {
        seen.push(`${token}@${context.remoteAddress}`)
        return token === 'human' ? { success: true } : { success: false, reason: 'no' }
      },
    }
    const custom = await startTestBackend({ captcha: verifier })
    try {
      const url = `${custom.url}/web-api/newsletter-subscribe`
      expect(
        (await postJson(url, { email: 'a@example.com', recaptchaToken: 'test-captcha-token' }))
          .status,
      ).toBe(400)
      expect(
        (
          await postJson(
            url,
            { email: 'a@example.com', recaptchaToken: 'human' },
            {
              headers: {
                'x-shop-client-address': '198.51.100.7',
                'x-shop-client-secret': 'local-client-address-secret-change-me',
              },
            },
          )
        ).status,
      ).toBe(200)
      expect(seen).toEqual(['test-captcha-token@127.0.0.1', 'human@198.51.100.7'])
    } finally {
      await custom.close()
    }
  })

  it('verifies with reCAPTCHA siteverify when configured', async () => {
    const requests: string[] = []
    const google = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        requests.push(body)
        const response = new URLSearchParams(body).get('response')
        res.setHeader('content-type', 'application/json')
        res.end(
          JSON.stringify(
            response === 'good'
              ? { success: true, score: 0.9 }
              : response === 'low'
                ? { success: true, score: 0.1 }
                : { success: false, 'error-codes': ['invalid-input-response'] },
          ),
        )
      })
    })
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve))
    try {
      const verifier = recaptchaVerifier({
        secret: 's3cret',
        verifyUrl: `http://127.0.0.1:${(google.address() as AddressInfo).port}/siteverify`,
      })
      expect(await verifier.verify('good', { remoteAddress: '192.0.2.1' })).toEqual({
        success: true,
      })
      expect(await verifier.verify('low', { remoteAddress: '192.0.2.1' })).toEqual({
        success: false,
        reason: 'score-0.1',
      })
      expect(await verifier.verify('bad', { remoteAddress: '192.0.2.1' })).toEqual({
        success: false,
        reason: 'invalid-input-response',
      })
      expect(new URLSearchParams(requests[0]).get('secret')).toBe('s3cret')
      expect(new URLSearchParams(requests[0]).get('remoteip')).toBe('192.0.2.1')
    } finally {
      google.close()
    }
  })

  it('verifies with Cloudflare Turnstile siteverify when configured', async () => {
    const requests: string[] = []
    const cloudflare = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        requests.push(`${req.url} ${body}`)
        const response = new URLSearchParams(body).get('response')
        res.setHeader('content-type', 'application/json')
        res.end(
          JSON.stringify(
            response === 'good'
              ? { success: true, action: 'newsletter' }
              : { success: false, 'error-codes': ['invalid-input-response'] },
          ),
        )
      })
    })
    await new Promise<void>((resolve) => cloudflare.listen(0, '127.0.0.1', resolve))
    try {
      const verifier = turnstileVerifier({
        secret: 'cf-s3cret',
        verifyUrl: `http://127.0.0.1:${(cloudflare.address() as AddressInfo).port}/turnstile/v0/siteverify`,
      })
      expect(await verifier.verify('good', { remoteAddress: '192.0.2.9' })).toEqual({
        success: true,
      })
      expect(await verifier.verify('bad', { remoteAddress: '192.0.2.9' })).toEqual({
        success: false,
        reason: 'invalid-input-response',
      })
      const [path, body] = requests[0]!.split(' ')
      expect(path).toBe('/turnstile/v0/siteverify')
      expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
        secret: 'cf-s3cret',
        response: 'good',
        remoteip: '192.0.2.9',
      })
    } finally {
      cloudflare.close()
    }
  })
})

describe('the welcome voucher the sign-up promises', () => {
  const welcomeMails = async (to: string) =>
    (await getJson(`${backend.url}/outbox?to=${encodeURIComponent(to)}&kind=newsletter-welcome`))
      .body.messages
  const redeem = (code: string, headers: Record<string, string> = {}) =>
    postJson(`${backend.url}/web-api/voucher`, { code }, { jar: new CookieJar(), headers })

  it('a confirmed subscriber gets one code for 10 % off, redeemable once on the channel', async () => {
    await subscribe({ email: 'saver@example.com', recaptchaToken: 'test-captcha-token' })
    expect(await welcomeMails('saver@example.com')).toEqual([])
    const [mail] = await mails('saver@example.com')
    const token = tokenOf(mail.links[0])
    expect((await confirmByGet(token)).status).toBe(200)
    const [welcome, ...more] = await welcomeMails('saver@example.com')
    expect(more).toEqual([])
    expect(welcome.subject).toBe('Dein 10-%-Gutschein von Printhaus')
    const code = /\n\n(NEWS-[A-Z2-9]{8})\n\n/.exec(welcome.text)?.[1]
    expect(code).toBeDefined()

    // Confirming again is fine and sends no second code.
    expect((await confirmByGet(token)).status).toBe(200)
    expect(await welcomeMails('saver@example.com')).toHaveLength(1)

    const first = await redeem(code!)
    expect(first.status).toBe(200)
    expect(first.body.payload.voucher).toMatchObject({ code, kind: 'percent', value: 10 })
    expect((await redeem(code!)).body.payload.reason).toBe('used')
    expect(
      (await redeem(code!, { 'x-channel': 'wallart-DE', 'x-locale': 'de-DE' })).body.payload.reason,
    ).toBe('not-applicable')
  })

  it('every subscriber gets a code of their own', async () => {
    const codes = []
    for (const email of ['one@example.com', 'two@example.com']) {
      await subscribe({ email, recaptchaToken: 'test-captcha-token' })
      const [mail] = await mails(email)
      await confirmByGet(tokenOf(mail.links[0]))
      const [welcome] = await welcomeMails(email)
      codes.push(/NEWS-[A-Z2-9]{8}/.exec(welcome.text)?.[0])
    }
    expect(codes[0]).toMatch(/^NEWS-/)
    expect(codes[1]).toMatch(/^NEWS-/)
    expect(codes[0]).not.toBe(codes[1])
  })
})
