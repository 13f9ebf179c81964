import { Form, Link, useNavigation, useRouteLoaderData, useSubmit } from '@remix-run/react'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { cardListSearch, readCardListQuery } from '~/domain/card-list'
import { cardPageSizes, cardSortKeys } from '~/domain/cards'
import { useEarlyInput } from '../early-input'
import { CardPreview } from './CardPreview'
import type { BlockProps } from '../blocks/block-data'
import type { CardListData } from '~/services/cards.server'

type Choices = Record<string, string>

function choicesOf(data: CardListData): Choices {
  const { query, pageOccasion } = data
  return {
    ...(pageOccasion ? {} : { occasion: query.occasion ?? '' }),
    ...Object.fromEntries(
      Object.keys(data.list?.facets ?? {}).map((facet) => [
        facet,
        facet === 'occasion' ? (query.occasion ?? '') : (query.filters[facet as never] ?? ''),
      ]),
    ),
    sort: query.sort,
    pageSize: String(query.pageSize),
  }
}

/**
 * The card overview's list: a GET form of filters, sort and page size, the designs as
 * tiles linking to their theme pages, and numbered page links. Without JavaScript the form and
 * the links are ordinary GET requests; with it a changed choice updates the list in place,
 * keeping the scroll position and the focus, and the count is announced.
 */
export function CardList(_props: BlockProps) {
  const routeData = useRouteLoaderData('routes/$') as { cardList?: CardListData | null } | undefined
  const data = routeData?.cardList
  const { t } = useTranslation('product')
  const submit = useSubmit()
  const navigation = useNavigation()
  const heading = useRef<HTMLHeadingElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const [hydrated, setHydrated] = useState(false)
  const [choices, setChoices] = useState<Choices>(() => (data ? choicesOf(data) : {}))
  const shown = data ? `${data.path}?${JSON.stringify(data.query)}` : ''
  const first = useRef(true)
  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (data) setChoices(choicesOf(data))
    // A page link took the shopper here: the focused link is gone, so the focus goes to the
    // list's heading (a changed filter keeps its own focus).
    if (document.activeElement === document.body) heading.current?.focus({ preventScroll: true })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` stands for the data
  }, [shown])
  // A filter chosen before the page was live applies as a choice made now would.
  useEarlyInput(form, (changed) =>
    apply(Object.fromEntries(changed.map((control) => [control.name, control.value]))),
  )
  if (!data) return null

  const { list, pageOccasion } = data
  const occasionName = pageOccasion ? t(`products.occasion.${pageOccasion}`) : ''
  const valueText = (facet: string, value: string) =>
    facet === 'occasion'
      ? t(`products.occasion.${value}`)
      : facet === 'product'
        ? t(`cardFormat.${value}`)
        : t(`cards.${facet}.${value}`)

  function change(event: ChangeEvent<HTMLFormElement>) {
    const target = event.target as unknown as HTMLSelectElement
    apply({ [target.name]: target.value })
  }

  function apply(changes: Choices) {
    const next = { ...choices, ...changes }
    setChoices(next)
    const query = readCardListQuery(new URLSearchParams(next), pageOccasion ?? undefined)
    const search = cardListSearch(query, new URLSearchParams(), pageOccasion ?? undefined)
    submit(new URLSearchParams(search), {
      method: 'get',
      action: data!.path,
      preventScrollReset: true,
    })
  }

  return (
    <section
      id="card-list"
      className="card-list"
      aria-labelledby="card-list-heading"
      aria-busy={navigation.state === 'loading'}
    >
      <h2 id="card-list-heading" ref={heading} tabIndex={-1}>
        {pageOccasion ? t('cards.headingOccasion', { occasion: occasionName }) : t('cards.heading')}
      </h2>
      {list ? (
        <Form
          ref={form}
          method="get"
          action={`${data.path}#card-list`}
          className="card-list__form"
          onChange={change}
          preventScrollReset
        >
          <fieldset className="card-list__filters">
            <legend className="visually-hidden">{t('cards.filters')}</legend>
            {Object.entries(list.facets).map(([facet, values]) => (
              <label key={facet} className="card-list__field">
                <span>{t(`cards.filter.${facet}`)}</span>
                <select name={facet} value={choices[facet] ?? ''} onChange={() => undefined}>
                  <option value="">{t('cards.any')}</option>
                  {values.map(({ value, count }) => (
                    <option key={value} value={value}>
                      {`${valueText(facet, value)} (${count})`}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </fieldset>
          <div className="card-list__order">
            <label className="card-list__field">
              <span>{t('cards.sortLabel')}</span>
              <select name="sort" value={choices.sort} onChange={() => undefined}>
                {cardSortKeys.map((key) => (
                  <option key={key} value={key}>
                    {t(`cards.sort.${key}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="card-list__field">
              <span>{t('cards.pageSize')}</span>
              <select name="pageSize" value={choices.pageSize} onChange={() => undefined}>
                {cardPageSizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button card-list__apply" hidden={hydrated}>
              {t('cards.apply')}
            </button>
          </div>
        </Form>
      ) : null}
      <p className="card-list__count" role="status">
        {list
          ? list.total > 0
            ? t('cards.count', { count: list.total })
            : t('cards.empty')
          : t('cards.unavailable')}
      </p>
      {list && list.tiles.length > 0 ? (
        <ul className="card-list__grid">
          {list.tiles.map((tile) => (
            <li key={tile.themeId}>
              <Link to={tile.href} className="card-tile">
                <CardPreview picture={tile.picture} look={tile} width={280} />
                {tile.label ? (
                  <span className="badge card-tile__label">{t(`cards.label.${tile.label}`)}</span>
                ) : null}
                <span className="card-tile__name">{tile.name}</span>
                <span className="card-tile__occasion">
                  {t(`products.occasion.${tile.occasion}`)}
                </span>
                <span className="price card-tile__price">
                  {tile.price.original ? (
                    <span className="visually-hidden">{t('price.now')} </span>
                  ) : null}
                  <span className="price__current">{tile.price.current}</span>
                  {tile.price.original ? (
                    <>
                      {' '}
                      <s className="price__original">
                        <span className="visually-hidden">{t('price.instead')} </span>
                        {tile.price.original}
                      </s>
                    </>
                  ) : null}{' '}
                  <span className="card-tile__unit">{t('cards.perCard')}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : list ? (
        <p className="card-list__empty">
          <Link to={data.clearHref} preventScrollReset>
            {t('cards.clear')}
          </Link>
        </p>
      ) : null}
      {list && list.pageCount > 1 ? (
        <nav className="card-list__pages" aria-label={t('cards.pages')}>
          <ul>
            <li>
              {list.previous ? (
                <Link to={list.previous} rel="prev">
                  {t('cards.previous')}
                </Link>
              ) : null}
            </li>
            {list.pages.map((link, index) => (
              <li key={link.number ?? `gap-${index}`}>
                {link.number === null ? (
                  <span aria-hidden="true">…</span>
                ) : link.href ? (
                  <Link to={link.href} aria-label={t('cards.page', { page: link.number })}>
                    {link.number}
                  </Link>
                ) : (
                  <span aria-current="page" aria-label={t('cards.page', { page: link.number })}>
                    {link.number}
                  </span>
                )}
              </li>
            ))}
            <li>
              {list.next ? (
                <Link to={list.next} rel="next">
                  {t('cards.next')}
                </Link>
              ) : null}
            </li>
          </ul>
        </nav>
      ) : null}
    </section>
  )
}
