import type { ContentStore } from './content/store'
import type { HashGateSettings } from './customer/hash-gate'
import type { PasswordHashing } from './customer/passwords'
import type { ThrottleSettings } from './customer/throttle'
import type { Db } from './db/database'
import type { GoogleSettings } from './google/test-issuer'
import type { RateLimit } from './http/rate-limit'
import type { Router } from './http/router'
import type { Logger } from './log/logger'
import type { CaptchaVerifier } from './newsletter/captcha'
import type { Outbox } from './outbox/outbox'
import type { ToolboxSettings } from './toolbox/gate'

/** Settings every module may read, resolved from `startBackend` options. */
export interface BackendSettings {
  dataDir: string
  contentDir: string
  publicToken: string
  previewToken: string
  storefrontUrl: string
  /**
   * Each market's storefront origins (`channel:tld`, the first its default), for links in
   * e-mails; empty:
   * STOREFRONT_URL for all.
   */
  storefrontOrigins: ReadonlyMap<string, readonly string[]>
  space: { id: number; name: string; domain: string }
  passwordHashing: PasswordHashing
  throttle: ThrottleSettings
  /** Session lifetime in ms (absolute, from login). */
  sessionTtlMs: number
  /** Sign-up, newsletter and reset requests per client address. */
  requestLimit: RateLimit
  /** Concurrent and queued password hashes. */
  hashGate: HashGateSettings
  /** The storefront's proof for `X-Shop-Client-Address`. */
  clientAddressSecret: string
  /** The country of loopback addresses for `/api/get-location/`; null: unknown. */
  locationDefault: string | null
  /** Google sign-in's audience, issuers and key set. */
  google: GoogleSettings
  /** The toolbox's uploads at once, per address and each one's budget. */
  toolbox: ToolboxSettings
}

/** What a module gets when it registers its routes. */
export interface BackendApp {
  settings: BackendSettings
  db: Db
  logger: Logger
  /** The clock: milliseconds since the epoch. Injected in tests. */
  now: () => number
  content: ContentStore
  outbox: Outbox
  captcha: CaptchaVerifier
}

/**
 * A feature of the backend (content, customer, newsletter, outbox, images, prices …). It
 * registers its routes and may return a function that releases what it holds on close.
 */
export interface BackendModule {
  name: string
  register(router: Router, app: BackendApp): void | (() => void)
}
