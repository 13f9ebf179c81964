import { localisedPagePath } from '~/domain/localised-pages'
import { useSite } from '../chrome/use-site'
import { marketPath } from '../links'

/** The href of a localised shop page in the current market (sublocale and desktop prefixes included). */
export function usePageHref(): (pageId: string) => string {
  const site = useSite()
  return (pageId) => (site ? marketPath(localisedPagePath(pageId, site.market.language), site.market) : localisedPagePath(pageId, 'de'))
}
