import { data as withHeaders } from '@remix-run/node'
import { type z } from 'zod'
import { safeParse } from 'zod/mini'
import { accessoryQuantity, AccessoryOrderSchema } from '~/domain/accessory-schemas'
import { eventCodes } from '~/utils/event-codes'
import {
  type accessoryPriceTypes,
  CardAccessoriesAnswer,
  CardAccessoryOrderAnswer,
  CardAccessoryPriceAnswer,
  envelopeSurchargeClasses,
  type CardAccessory,
  type CardAccessoryPrice,
} from '../../contracts/shop-extras'
import { cardFormatTypes } from '../../contracts/vocabulary'
import { cacheControl } from './cache-policy'
import { cached, CachePresets } from './cache.server'
import { redirectWithCookies, acceptForm, formReply } from './form-action.server'
import { localisedPageHref } from './localised-page.server'
import { logEvent } from './logger.server'
import { accessoryDetail, type AccessoryDetail } from './product-extras.server'
import { ShopApiError, shopFetch } from './shop-api.server'
import {
  failureOf,
  mayHaveBasket,
  refusedFields,
  shopperCall,
  upstreamStatus,
} from './vouchers-basket.server'
import type { RequestContext } from './request-context.server'

/**
 * Card accessories: the list with prices (`/web-api/card-accessories`), the price
 * of a selection (`/web-api/card-accessory-price`: envelope surcharge per country and size
 * class, free sample cards) and the order into the basket (`/web-api/card-accessory-order`).
 */

export type Accessory = z.infer<typeof CardAccessory>
export type AccessoryPrice = z.infer<typeof CardAccessoryPrice>
export type AccessoryType = (typeof accessoryPriceTypes)[number]
export type Selection = {
  accessoryType: AccessoryType
  quantity: string
  sizeClass?: string
  formatType?: string
}

const genericError = 'accessories.error.generic'

/** The accessories of the market's channel, cached like prices (the same for everyone). */
export async function cardAccessories(context: RequestContext) {
  const { market } = context
  return cached(
    `accessories:${market.channel}-${market.country}:${market.locale}`,
    CachePresets.short,
    async () => {
      const { data } = await shopFetch({
        market,
        path: '/web-api/card-accessories',
        schema: CardAccessoriesAnswer,
      })
      return data.payload
    },
  )
}

function defaultQuantity(accessory: Accessory | undefined): string {
  if (!accessory) return '1'
  if (accessory.accessoryType === 'sample') return '3'
  return accessory.unit === 'card' ? '50' : '1'
}

/** The selection a page shows: the query's, each field falling back to the accessory's default. */
export function selectionOf(query: URLSearchParams, accessories: readonly Accessory[]): Selection {
  const asked = query.get('accessoryType')
  const accessory =
    accessories.find((entry) => entry.accessoryType === asked) ??
    accessories.find((entry) => entry.accessoryType === 'envelope') ??
    accessories[0]
  const accessoryType = (accessory?.accessoryType ?? 'envelope') as AccessoryType
  const sizeClass = query.get('sizeClass')
  const formatType = query.get('formatType')
  // The form says which accessory it showed: another one chosen starts from its own quantity (50
  // envelopes are not 50 pens).
  const shown = query.get('shown')
  const switched = shown !== null && shown !== accessoryType
  return {
    accessoryType,
    quantity: (switched ? '' : (query.get('quantity') ?? '').trim()) || defaultQuantity(accessory),
    ...(accessoryType === 'envelope'
      ? {
          sizeClass: (envelopeSurchargeClasses as readonly string[]).includes(sizeClass ?? '')
            ? sizeClass!
            : 'standard',
        }
      : {}),
    ...(accessoryType === 'sample'
      ? {
          formatType: (cardFormatTypes as readonly string[]).includes(formatType ?? '')
            ? formatType!
            : 'postkarte-a6',
        }
      : {}),
  }
}

export type AccessoriesPageData = {
  accessories: Accessory[]
  currency: RequestContext['market']['currency']
  selection: Selection
  price: AccessoryPrice | null
  /** Translation keys of what is wrong with the selection (a quantity out of range …). */
  errors: Record<string, string[]>
  added: boolean
  unavailable: boolean
  /** The chosen accessory's detail and prices; null for samples or when unknown. */
  detail?: AccessoryDetail | null
}

/**
 * The accessories page: the list, the chosen accessory and its price for the chosen quantity (a GET
 * form, works without JavaScript).
 */
export async function accessoriesPage(request: Request, context: RequestContext) {
  const { market, url } = context
  const headers = {
    'Cache-Control':
      mayHaveBasket(request) || url.searchParams.has('added')
        ? cacheControl.private
        : cacheControl.publicPage,
  }
  let accessories: Accessory[]
  try {
    accessories = (await cardAccessories(context)).accessories
  } catch (error) {
    logEvent('error', 'card-accessories-unavailable', failureOf(error))
    const empty: AccessoriesPageData = {
      accessories: [],
      currency: market.currency,
      selection: { accessoryType: 'envelope', quantity: '50' },
      price: null,
      errors: {},
      added: false,
      unavailable: true,
    }
    return withHeaders(empty, { status: 503, headers: { 'Cache-Control': cacheControl.noStore } })
  }
  const selection = selectionOf(url.searchParams, accessories)
  const [{ price, errors }, detail] = await Promise.all([
    priceOf(context, selection),
    accessoryDetail(market, selection.accessoryType),
  ])
  const data: AccessoriesPageData = {
    accessories,
    currency: market.currency,
    selection,
    price,
    errors,
    added: url.searchParams.get('added') === '1',
    unavailable: false,
    detail,
  }
  return withHeaders(data, { status: Object.keys(errors).length > 0 ? 400 : 200, headers })
}

async function priceOf(
  context: RequestContext,
  selection: Selection,
): Promise<{ price: AccessoryPrice | null; errors: Record<string, string[]> }> {
  // The price form's own check (the browser makes it too).
  if (!safeParse(accessoryQuantity, selection.quantity).success)
    return { price: null, errors: { quantity: ['accessories.form.quantityRange'] } }
  const query = {
    accessoryType: selection.accessoryType,
    quantity: selection.quantity,
    sizeClass: selection.sizeClass,
    formatType: selection.formatType,
  }
  const { market } = context
  try {
    const search = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ).toString()
    const price = await cached(
      `accessory-price:${market.channel}-${market.country}:${market.locale}:${search}`,
      CachePresets.short,
      async () => {
        const { data } = await shopFetch({
          market,
          path: '/web-api/card-accessory-price',
          query,
          schema: CardAccessoryPriceAnswer,
        })
        return data.payload
      },
    )
    return { price, errors: {} }
  } catch (error) {
    if (error instanceof ShopApiError && error.status === 400)
      return { price: null, errors: { quantity: ['accessories.form.quantityRange'] } }
    logEvent('warn', 'card-accessory-price-failed', failureOf(error))
    return { price: null, errors: { '': [genericError] } }
  }
}

/**
 * POST: the accessory into the basket, then back to the page with the same selection and
 * `added=1` (303); a refusal or failure re-renders the form and is logged as error-add-accessory.
 */
export async function accessoryOrderAction(
  request: Request,
  context: RequestContext,
): Promise<Response> {
  const accepted = await acceptForm(request, {
    context,
    form: 'card-accessory',
    schema: AccessoryOrderSchema,
    botPath: (_, context) => localisedPageHref('card-accessories', context),
    onInvalid: (error) =>
      logEvent('warn', eventCodes.errorAddAccessory, {
        stage: 'form',
        fields: Object.keys(error ?? {}),
      }),
  })
  if ('answer' in accepted) return accepted.answer
  const { value, reply } = accepted
  const page = localisedPageHref('card-accessories', context)
  const order = value
  try {
    const { setCookies } = await shopFetch({
      ...shopperCall(request, context),
      method: 'POST',
      path: '/web-api/card-accessory-order',
      body: order,
      schema: CardAccessoryOrderAnswer,
    })
    const selection = new URLSearchParams({
      accessoryType: order.accessoryType,
      quantity: String(order.quantity),
      ...('sizeClass' in order ? { sizeClass: order.sizeClass } : {}),
      ...('formatType' in order ? { formatType: order.formatType } : {}),
      added: '1',
    })
    return redirectWithCookies(request, `${page}?${selection}`, setCookies)
  } catch (error) {
    const refused =
      error instanceof ShopApiError &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 429
    logEvent(refused ? 'warn' : 'error', eventCodes.errorAddAccessory, {
      ...failureOf(error),
      accessoryType: order.accessoryType,
      fields: refusedFields(error),
    })
    if (refused && refusedFields(error).includes('quantity'))
      return formReply(reply({ fieldErrors: { quantity: ['accessories.form.quantityRange'] } }))
    return formReply(reply({ formErrors: [genericError] }), refused ? 400 : upstreamStatus(error))
  }
}
