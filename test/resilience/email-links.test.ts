/**
 * E-mail links lead back to the shopper's own market: in each of the 34 markets (17 locales on 2
 * channels, with the language prefixes such as /fr/ on CH) a shopper signs up, asks for a password
 * reset and subscribes to the newsletter through the storefront with that market's Host; the
 * mails the reference backend wrote to its outbox must link to the same host and language, the
 * pages must answer 200 there, and the new password and the confirmation must work there. Over
 * HTTP against the production build, as a browser without JavaScript sends the forms.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localisedPagePath } from '~/domain/localised-pages'
import { sublocalePrefixOf, tlds, type Channel, type Locale, type Tld } from '~/domain/market'
import { cookiesOf, getPage, postForm, type RawResponse } from './support/http'
import { freePort, root, startStack, type Stack } from './support/stack'

const CONCURRENCY = 4

type Market = { host: string; channel: Channel; locale: Locale; prefix: string }

/** One host per channel and country, each of its locales with its language prefix. */
function markets(): Market[] {
  type HostTable = { markets: { channel: Channel; tld: Tld; hosts: string[] }[] }
  const table = JSON.parse(readFileSync(join(root, 'config/hosts.json'), 'utf8')) as HostTable
  return table.markets.flatMap((entry) => {
    const host = entry.hosts.find((name) => name.startsWith(`${entry.channel}-`))
    if (!host) return []
    return tlds[entry.tld].locales.map((locale) => {
      const prefix = sublocalePrefixOf(locale)
      return { host, channel: entry.channel, locale, prefix: prefix ? `/${prefix}` : '' }
    })
  })
}

let stack: Stack
let shopPort: number

beforeAll(async () => {
  shopPort = await freePort()
  stack = await startStack({
    shopPort,
    shopApiTimeoutMs: 10_000,
    // every sign-up, reset and subscription comes from 127.0.0.1
    backendEnv: {
      STOREFRONT_URL: `http://localhost:${shopPort}`,
      REQUEST_LIMIT_PER_ADDRESS: '100000',
    },
  })
}, 120_000)

afterAll(async () => {
  await stack?.stop()
})

const pathOf = (market: Market, page: string) =>
  `${market.prefix}${localisedPagePath(page, market.locale.slice(0, 2) as never)}`

async function latestLink(email: string, kind: string): Promise<URL> {
  const answer = await fetch(
    `${stack.backend.url}/outbox/latest?${new URLSearchParams({ to: email, kind })}`,
  )
  expect(answer.status, `${kind} mail to ${email}`).toBe(200)
  const { links } = (await answer.json()) as { links: string[] }
  return new URL(links[0]!)
}

/** Where a link of the mail must lead: the market's host on the shop's port, the page's path. */
function expectOwnMarket(link: URL, market: Market, page: string) {
  expect(link.origin, `${page} link of ${market.host} ${market.locale}`).toBe(
    `http://${market.host}:${shopPort}`,
  )
  expect(link.pathname.replace(/\/$/, ''), `${page} link of ${market.locale}`).toBe(
    pathOf(market, page),
  )
  expect(link.searchParams.get('token')).toBeTruthy()
}

function expectPageOf(page: RawResponse, market: Market, what: string) {
  expect(page.status, `${what} on ${market.host} ${market.locale}`).toBe(200)
  expect(page.text, `${what}: the language of ${market.locale}`).toContain(
    `<html lang="${market.locale}"`,
  )
}

/** A relative redirect, or one to the same host: never another market's. */
function expectSameHost(answer: RawResponse, market: Market) {
  expect(answer.status, `${market.host} ${market.locale}: ${answer.text.slice(0, 200)}`).toBe(303)
  const location = new URL(String(answer.headers.location), `http://${market.host}:${shopPort}`)
  expect(location.host).toBe(`${market.host}:${shopPort}`)
  return location
}

async function resetInMarket(market: Market, n: number) {
  const host = market.host
  const email = `links-${n}-${market.locale.toLowerCase()}@example.com`
  const signUp = await postForm(
    stack.shop.url,
    pathOf(market, 'account-sign-up'),
    { firstName: 'Link', lastName: `Nummer${n}`, email, password: 'first-password-1' },
    { host },
  )
  expectSameHost(signUp, market)
  const request = await postForm(
    stack.shop.url,
    pathOf(market, 'account-password-reset'),
    { email },
    { host },
  )
  expectSameHost(request, market)

  const link = await latestLink(email, 'password-reset')
  expectOwnMarket(link, market, 'account-new-password')
  const page = await getPage(stack.shop.url, link.pathname + link.search, { host: link.host })
  expectPageOf(page, market, 'the new-password page')
  const done = await postForm(
    stack.shop.url,
    link.pathname,
    { token: link.searchParams.get('token')!, password: 'second-password-2' },
    { host: link.host },
  )
  const landing = expectSameHost(done, market)
  const session = cookiesOf(done).find((cookie) => cookie.startsWith('shop_session='))
  expect(session, `logged in after the reset on ${host}`).toBeTruthy()
  expect(landing.pathname.startsWith(`${market.prefix}/`), `${host} ${landing.pathname}`).toBe(true)
}

async function subscribeInMarket(market: Market, n: number) {
  const host = market.host
  const email = `news-${n}-${market.locale.toLowerCase()}@example.com`
  const subscribe = await postForm(
    stack.shop.url,
    pathOf(market, 'newsletter'),
    { email, recaptchaToken: 'test-captcha-token' },
    { host },
  )
  expectSameHost(subscribe, market)

  const link = await latestLink(email, 'newsletter-confirm')
  expectOwnMarket(link, market, 'newsletter-confirm')
  const page = await getPage(stack.shop.url, link.pathname + link.search, { host: link.host })
  expectPageOf(page, market, 'the confirmation page')
  const confirm = await postForm(
    stack.shop.url,
    link.pathname,
    { token: link.searchParams.get('token')! },
    { host: link.host },
  )
  const landing = expectSameHost(confirm, market)
  expect(landing.searchParams.get('confirmed'), `${host} ${market.locale}`).toBe('1')
  const confirmed = await getPage(stack.shop.url, landing.pathname + landing.search, { host })
  expectPageOf(confirmed, market, 'the confirmed page')
  expect(confirmed.text).toContain('data-newsletter-voucher')
}

/** Runs `work` over `items`, `CONCURRENCY` at a time, collecting every failure. */
async function sweep<T>(items: T[], work: (item: T, n: number) => Promise<void>) {
  const failures: string[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) {
        const n = next++
        try {
          await work(items[n]!, n)
        } catch (error) {
          failures.push((error as Error).message.split('\n').slice(0, 3).join(' '))
        }
      }
    }),
  )
  return failures
}

describe('e-mail links in every market', () => {
  it('covers the 34 markets', () => {
    expect(markets()).toHaveLength(34)
    expect(markets()).toContainEqual(
      expect.objectContaining({ host: 'wallart-ch.localhost', locale: 'fr-CH', prefix: '/fr' }),
    )
  })

  it('a password-reset link opens the new-password page of the shopper’s market, and the new password works there', async () => {
    expect(await sweep(markets(), resetInMarket)).toEqual([])
  }, 300_000)

  it('a newsletter confirmation link opens the confirmation of the shopper’s market, and confirms there', async () => {
    expect(await sweep(markets(), subscribeInMarket)).toEqual([])
  }, 180_000)
})
