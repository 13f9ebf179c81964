import { useFetcher, useLocation, useNavigate } from '@remix-run/react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  normaliseSearchQuery,
  searchParam,
  searchQueryMaxLength,
  suggestionDelayMs,
  suggestionLimit,
  suggestionMinLength,
  type SearchItem,
} from '~/domain/search'
import { Icon } from '../chrome/icons'
import { usePageHref } from '../links'

type SuggestionData = { query?: string; items?: SearchItem[] }

/**
 * The shop search box: a plain GET form to the localised search page, which works before and
 * without scripts. Once live, the field is a combobox (WAI-ARIA 1.2, list autocomplete) whose
 * suggestions are the search page's first results, loaded after a short pause in typing (a newer
 * load replaces a running one). The field stays uncontrolled: text typed before the script
 * arrived is kept.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const pageHref = usePageHref()
  const action = pageHref('search')
  const location = useLocation()
  const navigate = useNavigate()
  const fetcher = useFetcher<SuggestionData>()
  const id = useId()
  const inputId = `${id}-q`
  const listId = `${id}-suggestions`
  const input = useRef<HTMLInputElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [live, setLive] = useState(false)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [asked, setAsked] = useState('')

  // On the search page the field shows the query searched.
  const onSearchPage = location.pathname.replace(/\/+$/, '') === action.replace(/\/+$/, '')
  const current = onSearchPage
    ? normaliseSearchQuery(new URLSearchParams(location.search).get(searchParam) ?? '')
    : ''

  useEffect(() => {
    setLive(true)
    return () => clearTimeout(timer.current)
  }, [])
  // A new page closes the list.
  useEffect(() => {
    setOpen(false)
    setActive(-1)
  }, [location.pathname, location.search])

  const answered = fetcher.data?.query === asked ? fetcher.data : undefined
  const items = (answered?.items ?? []).slice(0, suggestionLimit)
  const expanded = live && open && items.length > 0 && asked !== ''

  const ask = () => {
    clearTimeout(timer.current)
    const query = normaliseSearchQuery(input.current?.value ?? '')
    if ([...query].length < suggestionMinLength) {
      setAsked('')
      setOpen(false)
      return
    }
    timer.current = setTimeout(() => {
      setAsked(query)
      setActive(-1)
      setOpen(true)
      fetcher.load(`${action}?${new URLSearchParams({ [searchParam]: query })}`)
    }, suggestionDelayMs)
  }

  const go = (item: SearchItem) => {
    setOpen(false)
    navigate(item.href)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return
      event.preventDefault()
      if (!expanded) {
        setOpen(true)
        setActive(event.key === 'ArrowDown' ? 0 : items.length - 1)
        return
      }
      const step = event.key === 'ArrowDown' ? 1 : -1
      // Past either end the field itself is active again.
      setActive((index) => {
        const next = index + step
        return next < -1 ? items.length - 1 : next >= items.length ? -1 : next
      })
    } else if (event.key === 'Enter') {
      const item = expanded && active >= 0 ? items[active] : undefined
      if (item) {
        event.preventDefault()
        go(item)
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      }
    }
  }

  const optionId = (index: number) => `${listId}-${index}`

  return (
    <form
      role="search"
      method="get"
      action={action}
      className={`site-search ${className}`.trim()}
      onSubmit={() => setOpen(false)}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <div className="site-search__field">
        <input
          ref={input}
          id={inputId}
          className="site-search__input"
          type="search"
          name={searchParam}
          key={current}
          defaultValue={current}
          maxLength={searchQueryMaxLength}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          {...(live
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': expanded,
                'aria-controls': listId,
                'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
              }
            : {})}
          onInput={ask}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => asked && setOpen(true)}
        />
        <button type="submit" className="site-search__submit">
          <Icon name="search" />
          <span className="visually-hidden">{t('search.submit')}</span>
        </button>
      </div>
      {live ? (
        <ul
          id={listId}
          role="listbox"
          className="site-search__list"
          aria-label={t('search.suggestions')}
          hidden={!expanded}
        >
          {items.map((item, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the field's keys move through and choose the options
            <li
              key={item.href}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`site-search__option${index === active ? ' is-active' : ''}`}
              // Keeps the focus in the field, so the click lands before the list closes.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(item)}
              onMouseMove={() => setActive(index)}
            >
              <span className="site-search__option-title">{item.title}</span>
              <span className="site-search__option-kind">{t(kindKey[item.kind])}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  )
}

/** The label of each kind of result (literal keys: the translation check reads them). */
export const kindKey = {
  product: 'search.kind.product',
  theme: 'search.kind.theme',
  article: 'search.kind.article',
  service: 'search.kind.service',
} as const satisfies Record<SearchItem['kind'], string>
