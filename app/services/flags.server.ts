import { hash, randomUUID } from 'node:crypto'
import { resolve } from 'node:path'
import { SplitFactory } from '@splitsoftware/splitio'
import { parse as parseCookies, serialize as serializeCookie } from 'cookie'
import { LRUCache } from 'lru-cache'
import {
  edgeArm,
  edgeArmHeader,
  fallbackTreatment,
  forcedTreatment,
  forcedTreatmentParam,
  isUserKey,
} from '~/domain/flags'
import { flagEventCodes } from '~/utils/event-codes'
import { env } from './env.server'
import { logEvent, logger } from './logger.server'
import { recordFlagEvaluation } from './metrics.server'
import type { RequestContext } from './request-context.server'

/** The user-key cookie: a UUID that buckets a shopper into flag treatments. */
export const USER_KEY_COOKIE = 'shop_uk'
/** 400 days: the longest lifetime browsers keep a cookie. */
export const USER_KEY_MAX_AGE = 400 * 24 * 60 * 60
const READY_TIMEOUT_MS = 5_000

type SplitClient = SplitIO.IClient
type FlagState = { client: SplitClient | null; ready: boolean; destroy: () => Promise<void> }

/**
 * How many impressions the SDK remembers to deduplicate them (impressions mode OPTIMIZED, the
 * default). The Node SDK's own observer remembers the last 500 000 — about 340 bytes of heap
 * each, some 170 MB once full, most of the storefront's 192 MB heap — and every
 * first visit (a new user key) adds one entry per flag evaluated. 20 000 entries take about
 * 2.5 MB; an impression whose entry was evicted is sent to Split again instead of counted as a
 * duplicate, which costs impression volume, not correctness.
 */
export const IMPRESSION_OBSERVER_MAX_ENTRIES = 20_000

/**
 * The SDK's impression observer interface (`testAndSet`: the time this same impression — key,
 * flag, treatment, rule label, flag version — was last seen, then remember now), bounded as an
 * LRU (`lru-cache`).
 */
export class BoundedImpressionObserver {
  private readonly seen: LRUCache<string, number>
  constructor(readonly maxEntries: number = IMPRESSION_OBSERVER_MAX_ENTRIES) {
    this.seen = new LRUCache({ max: maxEntries })
  }

  get size(): number {
    return this.seen.size
  }

  testAndSet(
    impression: Pick<
      SplitIO.ImpressionDTO,
      'keyName' | 'feature' | 'treatment' | 'label' | 'changeNumber' | 'time'
    >,
  ): number | undefined {
    // A 160-bit digest (like the SDK's 128-bit hash): ~120 bytes an entry instead of ~580
    // for the concatenated string itself. One-shot `hash`: no Hash object per impression.
    const key = hash(
      'sha1',
      `${impression.keyName}:${impression.feature}:${impression.treatment}:${impression.label}:${impression.changeNumber}`,
      'base64',
    )
    const previous = this.seen.get(key)
    this.seen.set(key, impression.time)
    return previous
  }
}

/** The observer of this process's flag client (exported for the memory test). */
export const impressionObserver = new BoundedImpressionObserver()

/**
 * `SplitFactory`'s second parameter replaces the SDK's internal modules (pinned SDK version;
 * not part of its typed API, hence the cast). flags-memory.server.test.ts fails if the SDK
 * stops using the observer given here.
 */
type SdkModules = {
  impressionsObserverFactory?: () => {
    testAndSet(impression: SplitIO.ImpressionDTO): number | undefined
  }
}
const splitFactory = SplitFactory as unknown as (
  settings: SplitIO.INodeSettings,
  updateModules?: (modules: SdkModules) => void,
) => SplitIO.ISDK
const boundedObserver = (modules: SdkModules) => {
  modules.impressionsObserverFactory = () => impressionObserver
}

let state: FlagState | undefined
let starting: Promise<FlagState> | undefined

/**
 * The one flag client of this process: Split with SPLIT_SDK_KEY, or localhost mode on the
 * flags file. Readiness is awaited once, with a timeout; a client that is not ready
 * answers every flag with the fallback. The app's boot (`bootApp`, lifecycle.server.ts)
 * calls it, so the client starts with the process and the production server listens only
 * once it is ready or has timed out: no shopper's request waits for it.
 */
export function flagClient(): Promise<FlagState> {
  if (state) return Promise.resolve(state)
  starting ??= startFlagClient().then((started) => (state = started))
  return starting
}

async function startFlagClient(): Promise<FlagState> {
  const { SPLIT_SDK_KEY, SPLIT_FLAGS_FILE } = env()
  try {
    const impressionListener = {
      logImpression(data: {
        impression: {
          feature: string
          keyName: string
          treatment: string
          label?: string
          changeNumber?: number
        }
      }) {
        const { feature, keyName, treatment, label, changeNumber } = data.impression
        logger.debug(
          { event: 'flag-impression', feature, keyName, treatment, label, changeNumber },
          'flag-impression',
        )
      },
    }
    const factory = SPLIT_SDK_KEY
      ? splitFactory(
          {
            core: { authorizationKey: SPLIT_SDK_KEY },
            startup: { readyTimeout: READY_TIMEOUT_MS / 1000 },
            impressionListener,
            debug: false,
          },
          boundedObserver,
        )
      : splitFactory(
          {
            core: { authorizationKey: 'localhost' },
            features: resolve(SPLIT_FLAGS_FILE ?? 'config/flags.yml'),
            scheduler: { offlineRefreshRate: 5 },
            impressionListener,
            debug: false,
          },
          boundedObserver,
        )
    const client = factory.client()
    const ready = await Promise.race([
      client.ready().then(() => true),
      new Promise<boolean>((done) => setTimeout(() => done(false), READY_TIMEOUT_MS).unref()),
    ]).catch(() => false)
    if (!ready)
      logEvent('warn', 'flag-client-not-ready', {
        message: 'not ready: results may be incorrect, flags fall back to off',
      })
    client.on(client.Event.SDK_READY, () => {
      if (state) state.ready = true
    })
    return { client, ready, destroy: () => client.destroy() }
  } catch (error) {
    logEvent('error', flagEventCodes.initialiseFailed, { err: String(error) })
    return { client: null, ready: false, destroy: async () => {} }
  }
}

/** Closes the flag client (graceful shutdown). */
export async function closeFlagClient(): Promise<void> {
  await state?.destroy().catch(() => {})
}

/**
 * Per request, by its request context (one per request): the root's and the page's evaluations
 * must share one user key.
 */
const userKeys = new WeakMap<RequestContext, { key: string; isNew: boolean }>()
/** Requests whose new user key already went into a Set-Cookie (root and page both evaluate). */
const cookieSent = new WeakSet<RequestContext>()

/** The shopper's user key: the cookie's UUID, or a new one (an invalid cookie is replaced). */
export function userKey(
  request: Request,
  context: RequestContext,
): { key: string; isNew: boolean } {
  const known = userKeys.get(context)
  if (known) return known
  const header = request.headers.get('cookie') ?? ''
  const value = header.length <= 8192 ? parseCookies(header)[USER_KEY_COOKIE] : undefined
  const result =
    value && isUserKey(value) ? { key: value, isNew: false } : { key: randomUUID(), isNew: true }
  // A cookie that is not a user key is replaced: the shopper's buckets start again.
  if (value && result.isNew)
    logEvent('warn', flagEventCodes.userKeyChanged, { message: 'invalid user key replaced' })
  userKeys.set(context, result)
  return result
}

export function userKeyCookie(key: string, secure: boolean): string {
  return serializeCookie(USER_KEY_COOKIE, key, {
    path: '/',
    maxAge: USER_KEY_MAX_AGE,
    sameSite: 'lax',
    secure,
    httpOnly: true,
  })
}

export type FlagEvaluation = {
  treatments: Record<string, string>
  /** Set-Cookie for a new user key, when one was created. */
  setCookie?: string
  /**
   * Whether any treatment the edge did not assign differs from the default (`off`), or one was
   * forced: such an answer is the shopper's own.
   */
  personalised: boolean
  /**
   * The request headers that carried arms the caching proxy assigned: the answer
   * varies on them and stays cacheable.
   */
  vary: string[]
}

/**
 * The treatments this page needs, for this shopper, with the attributes channel and
 * mobileDevice. control, a client that is not ready or any error falls back to `off`.
 * Crawlers never reach the flag client and always get the default, with no cookie.
 */
export async function evaluateFlags(
  request: Request,
  context: RequestContext,
  names: readonly string[],
): Promise<FlagEvaluation> {
  const unique = [
    ...new Set(
      names.filter((name) => typeof name === 'string' && name.length > 0 && name.length <= 100),
    ),
  ]
  const defaults = Object.fromEntries(unique.map((name) => [name, fallbackTreatment]))
  // The edge's arms come first, for crawlers too: the proxy stores the answer as that arm's.
  const fromEdge = edgeArms(request, unique)
  const vary = Object.keys(fromEdge).map(edgeArmHeader)
  const others = unique.filter((name) => !(name in fromEdge))
  if (unique.length === 0 || context.device.isCrawler) {
    const treatments = { ...defaults, ...fromEdge }
    countEvaluations(treatments, (name) => (name in fromEdge ? 'edge' : 'default'))
    return { treatments, personalised: false, vary }
  }

  // Only flags Split decides need the shopper's key (and, on a first visit, its cookie).
  const { key, isNew } = others.length > 0 ? userKey(request, context) : { key: '', isNew: false }
  const treatments: Record<string, string> = { ...defaults }
  const decidedBySplit = new Set<string>()
  // Started at boot: a request only waits when nothing started the client (unit tests).
  const flags = others.length > 0 ? (state ?? (await flagClient())) : undefined
  if (flags?.client && flags.ready) {
    try {
      const attributes = { channel: context.market.channel, mobileDevice: context.device.isMobile }
      const answered: Record<string, string> = flags.client.getTreatments(key, others, attributes)
      for (const name of others) {
        const treatment = answered[name]
        if (!treatment || treatment === 'control')
          logEvent(
            'warn',
            treatment ? flagEventCodes.controlTreatment : flagEventCodes.noTreatment,
            {
              flag: name,
              message: 'no treatment or control result: off',
            },
          )
        else {
          treatments[name] = treatment
          decidedBySplit.add(name)
        }
      }
    } catch (error) {
      logEvent('error', flagEventCodes.noTreatment, {
        err: String(error),
        message: 'evaluation failed: off',
      })
    }
  }
  let forced = false
  const forcedNames = new Set<string>()
  Object.assign(treatments, fromEdge)
  if (env().NODE_ENV !== 'production' || env().ALLOW_FORCED_FLAGS) {
    for (const name of unique) {
      const value = forcedTreatment(context.url.searchParams.get(forcedTreatmentParam(name)))
      if (value) {
        treatments[name] = value === 'control' ? fallbackTreatment : value
        forced = true
        forcedNames.add(name)
      }
    }
  }
  countEvaluations(treatments, (name) =>
    forcedNames.has(name)
      ? 'forced'
      : name in fromEdge
        ? 'edge'
        : decidedBySplit.has(name)
          ? 'split'
          : 'default',
  )
  const personalised = forced || others.some((name) => treatments[name] !== fallbackTreatment)
  const secure = context.url.protocol === 'https:'
  if (!isNew) return { treatments, personalised, vary }
  // A new key is set once per response; a later evaluation in the same request still makes
  // its answer private (the Set-Cookie is on the document), but does not repeat it.
  if (cookieSent.has(context)) return { treatments, personalised: true, vary }
  cookieSent.add(context)
  return { treatments, personalised, vary, setCookie: userKeyCookie(key, secure) }
}

/** Each evaluated flag in the metrics, with its treatment and who decided it. */
function countEvaluations(
  treatments: Record<string, string>,
  sourceOf: (name: string) => 'split' | 'edge' | 'forced' | 'default',
): void {
  for (const [name, treatment] of Object.entries(treatments))
    recordFlagEvaluation(name, treatment, sourceOf(name))
}

/**
 * The arms the caching proxy assigned, for the flags it is configured to decide
 * (`EDGE_EXPERIMENTS`); a flag whose header is missing or unusable is Split's to decide.
 */
function edgeArms(request: Request, names: readonly string[]): Record<string, string> {
  const decided = env().EDGE_EXPERIMENTS
  const arms: Record<string, string> = {}
  if (decided.length === 0) return arms
  for (const name of names) {
    if (!decided.includes(name)) continue
    const arm = edgeArm(request.headers.get(edgeArmHeader(name)))
    if (arm) arms[name] = arm
  }
  return arms
}

/** The response headers a flag evaluation asks for: a new user key's cookie, the edge's Vary. */
export function applyFlagHeaders(headers: Headers, evaluation: FlagEvaluation): Headers {
  if (evaluation.setCookie) headers.append('Set-Cookie', evaluation.setCookie)
  for (const name of evaluation.vary) headers.append('Vary', name)
  return headers
}
