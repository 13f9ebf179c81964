import * as z from 'zod/mini'
import { wishlistItemTypes } from './wishlist'

/**
 * The wishlist's save and remove forms: hidden fields only, checked
 * with this schema in the browser (a tampered value is not sent) and by the action.
 */

const itemId = z.string().check(z.regex(/^[1-9]\d{0,9}$/))

export const WishlistFormSchema = z.object({
  intent: z.enum(['save', 'remove']),
  type: z.enum(wishlistItemTypes),
  id: itemId,
  themeId: z.optional(itemId),
  returnTo: z.optional(z.string()),
})
