import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createLogger, memoryDestination } from '../log/logger'
import { startBackend, type BackendOptions, type RunningBackend } from '../server'

/** A clock tests move by hand instead of sleeping. */
export class TestClock {
  constructor(public time = Date.parse('2026-03-02T09:00:00.000Z')) {}
  now = (): number => this.time
  advance(ms: number): void {
    this.time += ms
  }
}

const cleanups: (() => void)[] = []

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `backend-${prefix}-`))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** Removes the temp dirs made so far (call in afterAll). */
export function removeTempDirs(): void {
  while (cleanups.length) cleanups.pop()!()
}

/** A story object in Storyblok's shape, for a fixture file. */
export function story(
  fullSlug: string,
  id: number,
  content: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const slug = fullSlug.split('/').pop()!
  return {
    name: slug,
    created_at: '2026-01-05T10:00:00.000Z',
    published_at: '2026-01-06T10:00:00.000Z',
    first_published_at: '2026-01-06T10:00:00.000Z',
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    slug,
    full_slug: fullSlug,
    content: { _uid: `uid-${id}`, component: 'page', ...content },
    position: 0,
    tag_list: [],
    is_startpage: false,
    parent_id: null,
    group_id: `10000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    alternates: [],
    translated_slugs: null,
    default_full_slug: null,
    lang: 'default',
    path: null,
    sort_by_date: null,
    release_id: null,
    ...extra,
  }
}

export function uuidOf(id: number): string {
  return `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`
}

export function writeStory(contentDir: string, value: Record<string, unknown>): void {
  const file = join(contentDir, 'stories', `${String(value.full_slug)}.json`)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(value, null, 2))
}

export interface TestBackend extends RunningBackend {
  dataDir: string
  contentDir: string
  clock: TestClock
  logs: Record<string, unknown>[]
}

/**
 * Starts the backend in-process on a free port with temp data and content dirs. Password
 * hashing uses a small scrypt cost to keep tests fast (the real cost is tested separately).
 */
export async function startTestBackend(
  options: Partial<BackendOptions> & { clock?: TestClock } = {},
): Promise<TestBackend> {
  const clock = options.clock ?? new TestClock()
  const destination = memoryDestination()
  const dataDir = options.dataDir ?? tempDir('data')
  const contentDir = options.contentDir ?? tempDir('content')
  const backend = await startBackend({
    port: 0,
    now: clock.now,
    logger: createLogger('debug', destination),
    passwordHashing: { N: 1024 },
    ...options,
    // The in-process tests sign in with the test issuer; the option turns it off again.
    google: { testIssuer: true, ...options.google },
    dataDir,
    contentDir,
  })
  return { ...backend, dataDir, contentDir, clock, logs: destination.lines }
}

export const CARDS_DE = { 'x-channel': 'cards-DE', 'x-locale': 'de-DE' }
export const CARDS_GB = { 'x-channel': 'cards-GB', 'x-locale': 'en-GB' }

/** A tiny cookie jar: keeps what `Set-Cookie` sets, drops what it expires. */
export class CookieJar {
  private readonly cookies = new Map<string, string>()
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
  get(name: string): string | undefined {
    return this.cookies.get(name)
  }
}

/** POSTs JSON to the shop API with market headers (and the jar's cookies, when given). */
export async function postJson(
  url: string,
  body: unknown,
  options: { headers?: Record<string, string>; jar?: CookieJar } = {},
): Promise<{ status: number; body: any; response: Response }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      ...CARDS_DE,
      'content-type': 'application/json',
      ...(options.jar?.header ? { cookie: options.jar.header } : {}),
      ...options.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  options.jar?.store(response)
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined, response }
}

export async function getJson(
  url: string,
  options: { headers?: Record<string, string>; jar?: CookieJar } = {},
): Promise<{ status: number; body: any; response: Response }> {
  const response = await fetch(url, {
    headers: { ...(options.jar?.header ? { cookie: options.jar.header } : {}), ...options.headers },
  })
  options.jar?.store(response)
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined, response }
}

/**
 * Signs a customer up at a test backend and returns the jar holding their session: the
 * preamble of every module test that needs a logged-in shopper.
 */
export async function signedUpCustomer(
  backendUrl: string,
  {
    email,
    password = 'long-enough-1',
    firstName = 'Testa',
    lastName = 'Kundin',
  }: { email: string; password?: string; firstName?: string; lastName?: string },
  headers: Record<string, string> = CARDS_DE,
): Promise<CookieJar> {
  const jar = new CookieJar()
  const { status, body } = await postJson(
    `${backendUrl}/web-api/customer-signup`,
    { email, password, firstName, lastName },
    { jar, headers },
  )
  if (status !== 200)
    throw new Error(`sign-up of ${email} answered ${status}: ${JSON.stringify(body)}`)
  return jar
}

/**
 * The headers with which the storefront names a shopper's address: the address and the
 * shared secret.
 */
export function fromAddress(
  address: string,
  secret = 'local-client-address-secret-change-me',
): Record<string, string> {
  return { 'x-shop-client-address': address, 'x-shop-client-secret': secret }
}
