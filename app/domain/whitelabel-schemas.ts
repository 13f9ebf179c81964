import * as z from 'zod/mini'

/**
 * The whitelabel order-mode switch: hidden fields only, checked with this
 * schema in the browser (a tampered value is not sent) and by the action.
 */
export const WhitelabelSwitchSchema = z.object({
  isWhitelabelOrder: z.pipe(
    z.enum(['true', 'false']),
    z.transform((value) => value === 'true'),
  ),
  redirectTo: z.optional(z.string()),
})
