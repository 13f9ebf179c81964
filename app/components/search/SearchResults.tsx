import { useTranslation } from 'react-i18next'
import { mainNavigationItems } from '~/domain/navigation'
import { groupByKind, searchParam, type SearchItem } from '~/domain/search'
import { Image } from '../Image'
import { hrefOf, linkContextOf, usePageHref, useSite } from '../links'
import { kindKey } from './SearchBox'

/** The results, grouped by kind (products, card designs, magazine, service), each a link. */
export function SearchResultGroups({ items }: { items: readonly SearchItem[] }) {
  const { t } = useTranslation()
  return (
    <>
      {groupByKind(items).map((group) => (
        <section
          key={group.kind}
          className="search-results__group"
          aria-labelledby={`search-kind-${group.kind}`}
          data-kind={group.kind}
        >
          <h2 id={`search-kind-${group.kind}`}>{t(kindKey[group.kind])}</h2>
          <ul className="search-results__list">
            {group.results.map((item) => (
              <li key={item.href} className="search-result">
                <a className="search-result__link" href={item.href}>
                  {item.image ? (
                    <Image filename={item.image} alt="" width={120} height={90} />
                  ) : (
                    <span className="search-result__placeholder" aria-hidden="true" />
                  )}
                  <span className="search-result__body">
                    <span className="search-result__title">{item.title}</span>
                    {item.text ? <span className="search-result__text">{item.text}</span> : null}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}

/**
 * Where to go on: the main navigation's categories and, after a search without results, the
 * service page.
 */
export function SearchHelp({ withService }: { withService: boolean }) {
  const site = useSite()
  const { t } = useTranslation()
  if (!site) return null
  const context = linkContextOf(site)
  const categories = mainNavigationItems(site.globalConfig.mainNavigation).filter((item) =>
    hrefOf(item.link, context),
  )
  const service = site.globalConfig.header.service
  const serviceHref = service ? hrefOf(service.link, context) : undefined
  return (
    <div className="search-help">
      {categories.length > 0 ? (
        <nav aria-labelledby="search-categories">
          <h2 id="search-categories">{t('search.categories')}</h2>
          <ul className="search-help__categories">
            {categories.map((item, index) => (
              <li key={item._uid ?? index}>
                <a href={hrefOf(item.link, context)}>{item.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {withService && serviceHref ? (
        <p className="search-help__service">
          {t('search.help')} <a href={serviceHref}>{t('search.helpLink')}</a>
        </p>
      ) : null}
    </div>
  )
}

/** "Did you mean …?": a link to the search for the corrected query. */
export function DidYouMean({ query }: { query: string }) {
  const { t } = useTranslation()
  const pageHref = usePageHref()
  const href = `${pageHref('search')}?${new URLSearchParams({ [searchParam]: query })}`
  return (
    <p className="search-page__did-you-mean">
      {t('search.didYouMean')} <a href={href}>{query}</a>
    </p>
  )
}
