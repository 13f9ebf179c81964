import * as z from 'zod/mini'
import { isSwitcherLanguage, switcherCountries } from './market-switch'

/**
 * The market switcher's GET form: a country the shop has (anything else
 * shows the form on its own page), a language (one the shop does not know falls back to the
 * country's own) and the page it was sent from. The browser checks it before leaving the
 * page, the switch page's loader parses the query with the very same schema.
 */
export const MarketSwitchSchema = z.object({
  country: z.enum(switcherCountries),
  // Not `z.catch` (a few KB more in the browser for one fallback).
  language: z.pipe(
    z.optional(z.string()),
    z.transform((language) => (isSwitcherLanguage(language) ? language : undefined)),
  ),
  from: z.optional(z.string()),
})
