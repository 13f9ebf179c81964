/**
 * The location call between the storefront and the shop API.
 *
 * `GET /api/get-location/` answers the country of the shopper whose address the storefront
 * names in `X-Shop-Client-Address` (with the shared secret): `200 { payload: {
 * country } }`, an ISO 3166-1 alpha-2 code, or `null` when the address maps to no country.
 * It never fails for an unknown address. Both sides import this file: the reference backend
 * checks its answers against it in its tests, the storefront parses every answer with it.
 * It imports only zod.
 */
import { z } from 'zod'

export const locationPath = '/api/get-location/'

/** ISO 3166-1 alpha-2: two capital letters. */
export const CountryCode = z.string().regex(/^[A-Z]{2}$/, 'Expected an ISO 3166-1 alpha-2 code.')

export const LocationAnswer = z.object({
  payload: z.object({ country: CountryCode.nullable() }),
})
export type LocationAnswer = z.infer<typeof LocationAnswer>
