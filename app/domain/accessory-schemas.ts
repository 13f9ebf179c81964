import * as z from 'zod/mini'
import {
  accessoryPriceTypes,
  cardFormatTypes,
  envelopeSurchargeClasses,
} from '../../contracts/vocabulary'

/**
 * The accessory order form's schema: the browser checks the order with
 * it before anything is sent, the action parses with the very same one. `zod/mini`, and
 * the shared vocabulary's lists (contracts/vocabulary.ts, plain data the browser may load).
 * Messages are keys of the common translations (`accessories.…`).
 */

const quantityRange = 'accessories.form.quantityRange'

/**
 * A quantity as typed: a whole number from 1 (the most sold at once is the shop's to say: its
 * answer names it).
 */
export const accessoryQuantity = z.string({ error: quantityRange }).check(
  z.regex(/^\d{1,4}$/, { error: quantityRange, abort: true }),
  z.refine((text) => Number(text) >= 1, quantityRange),
)

/**
 * The price form (a GET of the page): the typed quantity is checked before a price is asked for.
 */
export const AccessoryPriceSchema = z.object({ quantity: accessoryQuantity })

export const AccessoryOrderSchema = z.pipe(
  z.object({
    accessoryType: z.enum(accessoryPriceTypes, { error: 'accessories.form.typeRequired' }),
    quantity: accessoryQuantity,
    sizeClass: z.optional(
      z.enum(envelopeSurchargeClasses, { error: 'accessories.form.sizeClassRequired' }),
    ),
    formatType: z.optional(z.enum(cardFormatTypes)),
  }),
  z.transform((value) => ({
    accessoryType: value.accessoryType,
    quantity: Number(value.quantity),
    // Only what belongs to the accessory goes to the shop: the form keeps every field.
    ...(value.accessoryType === 'envelope' ? { sizeClass: value.sizeClass ?? 'standard' } : {}),
    ...(value.accessoryType === 'sample' ? { formatType: value.formatType ?? 'postkarte-a6' } : {}),
  })),
)
