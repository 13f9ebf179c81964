/**
 * Google sign-in between the storefront and the shop API.
 *
 * `POST /web-api/customer-auth-google-credentials` takes the ID token Google (or the reference
 * backend's test issuer) gave the shopper, and the nonce the storefront asked for (the redirect
 * flow's, or the button's). A valid token (signature, audience, issuer, expiry, that nonce,
 * verified e-mail), not used before, signs the customer in like an e-mail login: `200` with the
 * customer and the session cookie. Anything else is `401` with `message.text`. `GET /web-api/customer-picture` answers the signed-in
 * customer's picture URL (`https:` or a `data:image/` URL), or `404` when there is none. Both
 * sides import this file; it imports only zod.
 */
import { z } from 'zod'

export const googleCredentialsPath = '/web-api/customer-auth-google-credentials'
export const customerPicturePath = '/web-api/customer-picture'

export const GoogleCredentialsBody = z.object({
  credential: z.string().min(1).max(8192),
  nonce: z.string().min(1).max(200),
})
export type GoogleCredentialsBody = z.infer<typeof GoogleCredentialsBody>

/** A picture the shop shows: https, or an inline image (the test issuer's). */
export const PictureUrl = z
  .string()
  .max(4096)
  .refine(
    (value) => /^https:\/\//.test(value) || /^data:image\/(?:svg\+xml|png|jpeg);/.test(value),
    {
      message: 'Expected an https: or data:image/ URL.',
    },
  )

export const CustomerPictureAnswer = z.object({
  payload: z.object({ url: PictureUrl }),
})
export type CustomerPictureAnswer = z.infer<typeof CustomerPictureAnswer>
