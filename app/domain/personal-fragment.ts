/**
 * A signed-in shopper's page from a shared cache: the page is the same for every shopper of a
 * market, and the caching proxy fills in the personal parts (account item, wishlist link, basket
 * count) from an uncacheable fragment through an ESI include.
 */
import type { Customer } from './customer'

/** The fragment's path: never cached, answered for the shopper's own cookies. */
export const personalFragmentPath = '/_fragment/personal'

/** The id of the fragment's inline JSON, which the browser reads before it hydrates the page. */
export const personalDataId = 'shop-personal'

/**
 * Whether a `Surrogate-Capability` header announces ESI 1.0 (`varnish="ESI/1.0"`; several
 * devices separated by commas, several capabilities by spaces).
 */
export function announcesEsi(header: string | null | undefined): boolean {
  if (!header) return false
  return header.split(',').some((device) => {
    const capabilities = /^\s*[\w.-]+\s*=\s*"([^"]*)"\s*$/.exec(device)?.[1] ?? ''
    return capabilities.split(/\s+/).includes('ESI/1.0')
  })
}

/**
 * Whether this request's page leaves its personal parts to the proxy: a trusted proxy assembles
 * ESI, the request may carry a session or basket, and it is a document (route data has no
 * markup to include into).
 */
export function leavesPersonalPartsToProxy(request: {
  surrogateEsi: boolean
  dataRequest: boolean
  mayHaveSession: boolean
}): boolean {
  return request.surrogateEsi && !request.dataRequest && request.mayHaveSession
}

/** The include's source for a page: the page's path tells the fragment its market's prefixes. */
export function personalFragmentSrc(pagePath: string): string {
  return `${personalFragmentPath}?page=${encodeURIComponent(pagePath)}`
}

/** The ESI include in the page's markup (the src has no quote or ampersand: one parameter). */
export function esiInclude(src: string): string {
  return `<esi:include src="${src.replace(/[&"<>]/g, '')}"/>`
}

/** What the browser takes from the fragment: the customer, as the root loader would send it. */
export type PersonalData = { customer: Customer }

/** The fragment's data as the text of a JSON script: no `<` can end the script early. */
export function personalDataScriptText(data: PersonalData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The fragment's data read back; undefined when missing or not a customer. */
export function parsePersonalData(text: string | null | undefined): PersonalData | undefined {
  if (!text) return undefined
  try {
    const data = JSON.parse(text) as Partial<PersonalData>
    const customer = data?.customer
    if (
      !customer ||
      typeof customer.isLoggedIn !== 'boolean' ||
      typeof customer.order?.cartArticlesAmount !== 'number'
    )
      return undefined
    return { customer }
  } catch {
    return undefined
  }
}
