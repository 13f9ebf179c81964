import { data as withHeaders, json, redirect } from '@remix-run/node'
import { parse as parseCookies, serialize } from 'cookie'
import { type z } from 'zod'
import { safeRedirectPath } from '~/domain/account-forms'
import { cardPicture, type CardPicture } from '~/domain/card-picture'
import { themePath, withPathPrefixes } from '~/domain/paths'
import {
  decodeWishlistIntent,
  encodeWishlistIntent,
  hasWishlist,
  wishlistIntentCookie,
  wishlistIntentMaxAgeSeconds,
  type WishlistIntent,
} from '~/domain/wishlist'
import { WishlistFormSchema } from '~/domain/wishlist-schemas'
import {
  WishlistAnswer,
  type WishlistItem as WishlistItemSchema,
} from '../../contracts/shop-extras'
import { cacheControl } from './cache-policy'
import { notFound } from './content-page.server'
import { getCustomer, mayHaveSession } from './customer.server'
import { acceptForm } from './form-action.server'
import { localisedPageHref } from './localised-page.server'
import { logEvent } from './logger.server'
import { themeById } from './products.server'
import { ShopApiError, shopFetch } from './shop-api.server'
import { failureOf, shopperCall } from './vouchers-basket.server'
import type { RequestContext } from './request-context.server'

/**
 * The wishlist: `GET`/`POST`/`DELETE /web-api/wishlist` for a logged-in customer
 * on the card channel. Anonymous shoppers who save something are sent to log in; the save
 * waits in the `wishlist_intent` cookie and completes when the login brings them back.
 */

type WishlistItem = z.infer<typeof WishlistItemSchema>
const privateNoStore = { 'Cache-Control': cacheControl.private }
function intentCookie(value: string, request: Request, maxAge: number): string {
  const secure = new URL(request.url).protocol === 'https:'
  return serialize(wishlistIntentCookie, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge,
  })
}

function intentOf(request: Request): WishlistIntent | undefined {
  const cookies = parseCookies(request.headers.get('cookie') ?? '')
  return decodeWishlistIntent(cookies[wishlistIntentCookie])
}

async function wishlistCall(
  request: Request,
  context: RequestContext,
  method: 'GET' | 'POST' | 'DELETE',
  body?: Record<string, string>,
) {
  const { data } = await shopFetch({
    ...shopperCall(request, context),
    method,
    path: '/web-api/wishlist',
    ...(body ? { body } : {}),
    schema: WishlistAnswer,
  })
  return data.payload.items
}

function saveBody(intent: Pick<WishlistIntent, 'type' | 'id' | 'themeId'>): Record<string, string> {
  return {
    type: intent.type,
    id: intent.id,
    ...(intent.themeId ? { themeId: intent.themeId } : {}),
  }
}

/**
 * The wishlist page's path, and with `?resume=1` the address the login sends the shopper back to.
 */
function wishlistHref(context: RequestContext, resume = false): string {
  return `${localisedPageHref('wishlist', context)}${resume ? '?resume=1' : ''}`
}

function loginHref(context: RequestContext, redirectTo: string): string {
  return `${localisedPageHref('account-login', context)}?${new URLSearchParams({ redirectTo })}`
}

function themeHref(context: RequestContext, themeId: string): string {
  const { market } = context
  return withPathPrefixes({
    ...(market.sublocalePrefix ? { prefix: market.sublocalePrefix } : {}),
    desktop: market.platform === 'desktop',
    rest: themePath(themeId),
  })
}

// ---------------------------------------------------------------------------------------
// The toggle on a card theme page

export type WishlistToggleState = {
  themeId: string
  saved: boolean
  /** Where the toggle's form posts. */
  action: string
  /** The shop answered the wishlist: signed in (the page may be the shared one, without the customer). */
  loggedIn?: boolean
}

/**
 * The wishlist toggle of a `/themes/{id}` page: null on wall art (no wishlist there) or
 * when the path names no theme. Saved or not needs the customer; anonymous shoppers (who
 * all see the same, cacheable page) make no call.
 */
export async function wishlistToggleState(
  request: Request,
  context: RequestContext,
): Promise<WishlistToggleState | null> {
  const { market, prefixes } = context
  if (!hasWishlist(market.channel, market.locale)) return null
  const match = /^\/themes\/([1-9]\d{0,9})\/?$/.exec(prefixes.rest)
  if (!match) return null
  const themeId = match[1]!
  const state = { themeId, saved: false, action: wishlistHref(context) }
  if (!mayHaveSession(request)) return state
  try {
    const items = await wishlistCall(request, context, 'GET')
    return {
      ...state,
      saved: items.some((item) => item.type === 'theme' && item.id === themeId),
      loggedIn: true,
    }
  } catch (error) {
    if (!(error instanceof ShopApiError && error.status === 401))
      logEvent('warn', 'wishlist-unavailable', failureOf(error))
    return state
  }
}

// ---------------------------------------------------------------------------------------
// The wishlist page

export type WishlistEntry = {
  type: WishlistItem['type']
  id: string
  themeId: string | null
  /** The theme's design name in the market's language; null when the shop no longer has it. */
  name: string | null
  /** The card list's picture of the theme and its look (CardPreview); null when it is unknown. */
  preview: { picture: CardPicture | null; look: { aspectRatio: string; color: string } } | null
  href: string | null
}

export type WishlistPageData = {
  entries: WishlistEntry[]
  /**
   * The page could not load the list (the shop API failed): it says so instead of showing an empty
   * list.
   */
  unavailable: boolean
  /** A save after login that the shop refused. */
  resumeFailed: boolean
}

async function entriesOf(items: WishlistItem[], context: RequestContext): Promise<WishlistEntry[]> {
  // One cached theme call per saved theme: the list is short (at most 200) and each answer is shared
  // with the theme page.
  const ids = [...new Set(items.flatMap((item) => (item.themeId ? [item.themeId] : [])))]
  const known = new Map(
    await Promise.all(
      ids.map(async (id) => [id, await themeById(context.market, id).catch(() => null)] as const),
    ),
  )
  return items.map((item) => {
    const theme = item.themeId ? known.get(item.themeId) : null
    return {
      type: item.type,
      id: item.id,
      themeId: item.themeId,
      name: theme?.name ?? null,
      preview: theme
        ? {
            picture: cardPicture(theme, context.market.language),
            look: { aspectRatio: theme.aspectRatio, color: theme.color },
          }
        : null,
      href: item.themeId ? themeHref(context, item.themeId) : null,
    }
  })
}

/**
 * The wishlist page's loader: 404 on wall art, the login for anonymous shoppers (and back
 * here), and after such a login the save the shopper had asked for, then back to where they were.
 */
export async function wishlistPage(request: Request, context: RequestContext) {
  const { market, url } = context
  if (!hasWishlist(market.channel, market.locale)) throw await notFound(context)
  const customer = await getCustomer(request, market)
  const resume = url.searchParams.get('resume') === '1'
  const intent = resume ? intentOf(request) : undefined
  if (!customer.isLoggedIn)
    throw redirect(loginHref(context, wishlistHref(context, Boolean(intent))), {
      headers: privateNoStore,
    })

  const headers = new Headers(privateNoStore)
  let resumeFailed = false
  if (intent) {
    // The shopper asked for this save (a POST, checked for its origin) before logging in.
    headers.append('Set-Cookie', intentCookie('', request, 0))
    const saved = await wishlistCall(request, context, 'POST', saveBody(intent)).then(
      () => true,
      (error: unknown) => {
        logEvent('warn', 'wishlist-save-failed', { ...failureOf(error), resumed: true })
        return false
      },
    )
    if (saved) {
      headers.set('Location', safeRedirectPath(intent.returnTo, wishlistHref(context)))
      throw new Response(null, { status: 303, headers })
    }
    resumeFailed = true
  }
  try {
    const items = await wishlistCall(request, context, 'GET')
    return withHeaders(
      {
        entries: await entriesOf(items, context),
        unavailable: false,
        resumeFailed,
      } satisfies WishlistPageData,
      { headers },
    )
  } catch (error) {
    logEvent('error', 'wishlist-unavailable', failureOf(error))
    return withHeaders(
      { entries: [], unavailable: true, resumeFailed } satisfies WishlistPageData,
      {
        status: 503,
        headers,
      },
    )
  }
}

// ---------------------------------------------------------------------------------------
// Saving and removing (the toggle's form and the page's remove buttons)

/**
 * POST: save or remove, then back to `returnTo` (303). Anonymous shoppers go to the login
 * with the save kept in a 15-minute cookie; nothing else changes without a customer.
 */
export async function wishlistAction(request: Request, context: RequestContext): Promise<Response> {
  const { market } = context
  if (!hasWishlist(market.channel, market.locale)) throw await notFound(context)
  const accepted = await acceptForm(request, {
    context,
    form: 'wishlist',
    schema: WishlistFormSchema,
    onInvalid: (error) =>
      logEvent('info', 'wishlist-form-invalid', { fields: Object.keys(error ?? {}) }),
  })
  if ('answer' in accepted) return accepted.answer
  const form = accepted.value
  const returnTo = safeRedirectPath(form.returnTo, wishlistHref(context))
  const customer = await getCustomer(request, market)
  const headers = new Headers(privateNoStore)
  if (!customer.isLoggedIn) {
    if (form.intent === 'save') {
      const intent: WishlistIntent = {
        type: form.type,
        id: form.id,
        ...(form.themeId ? { themeId: form.themeId } : {}),
        returnTo,
      }
      headers.append(
        'Set-Cookie',
        intentCookie(encodeWishlistIntent(intent), request, wishlistIntentMaxAgeSeconds),
      )
    }
    headers.set('Location', loginHref(context, wishlistHref(context, form.intent === 'save')))
    return new Response(null, { status: 303, headers })
  }
  try {
    if (form.intent === 'save') await wishlistCall(request, context, 'POST', saveBody(form))
    else await wishlistCall(request, context, 'DELETE', { type: form.type, id: form.id })
  } catch (error) {
    logEvent(
      error instanceof ShopApiError && error.status < 500 ? 'warn' : 'error',
      'wishlist-save-failed',
      { ...failureOf(error), intent: form.intent },
    )
    const status = error instanceof ShopApiError && error.status < 500 ? error.status : 503
    return json(
      { message: 'The wishlist could not be changed.' },
      { status, headers: privateNoStore },
    )
  }
  headers.set('Location', returnTo)
  return new Response(null, { status: 303, headers })
}
