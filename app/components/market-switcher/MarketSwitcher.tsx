import { useLocation } from '@remix-run/react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { languages, type Country, type Language } from '~/domain/market'
import { languageAutonyms, languagesOfCountry, switcherCountries } from '~/domain/market-switch'
import { usePageHref, useSite } from '../links'

type Props = {
  /** The page to find a counterpart of; the current page by default. */
  from?: string
  country?: Country
  language?: Language
  /** In the footer the heading is small; on its own page the page has the heading. */
  variant?: 'footer' | 'page'
  /** Conform's form props on the switch page (ValidatedMarketSwitcher.tsx); none in the footer. */
  formProps?: Record<string, unknown>
}

/**
 * The market switcher: a GET form of country and language that leads to the
 * same page in that market, or its home page. A plain form (a full navigation: the target
 * is usually another host), so it works without JavaScript; with it, the languages a
 * country's shop does not speak are marked as such. The footer's copy is not on Conform: two
 * selects of fixed options cannot be got wrong, the switch page's loader parses them with the
 * same schema, and Conform with the schema would add about 16 KB to every page's first load
 *; the switch page's own form is (ValidatedMarketSwitcher.tsx).
 */
export function MarketSwitcher(props: Props) {
  const site = useSite()
  // A new market (a client-side move to another sublocale) starts from its own country and
  // language.
  return <MarketSwitcherForm key={site?.market.locale} {...props} />
}

function MarketSwitcherForm({ from, country, language, variant = 'footer', formProps }: Props) {
  const site = useSite()
  const location = useLocation()
  const href = usePageHref()
  const { t } = useTranslation()
  const id = useId()
  const [chosen, setChosen] = useState<Country | undefined>(country ?? site?.market.country)
  const [spoken, setSpoken] = useState<Language | undefined>(language ?? site?.market.language)
  // Only with JavaScript: without it every language stays choosable (the server falls back to the
  // country's own).
  const [enhanced, setEnhanced] = useState(false)
  const countryField = useRef<HTMLSelectElement>(null)
  const languageField = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    // A choice made in the server's HTML before hydration (React keeps the fields' values) becomes
    // the state.
    const country = countryField.current?.value as Country | undefined
    const language = languageField.current?.value as Language | undefined
    if (country) setChosen(country)
    if (language) setSpoken(language)
    setEnhanced(true)
  }, [])
  if (!site) return null
  const { market } = site
  const offered = enhanced && chosen ? languagesOfCountry(chosen) : languages
  const chooseCountry = (code: Country) => {
    setChosen(code)
    const speaks = languagesOfCountry(code)
    if (!spoken || !speaks.includes(spoken)) setSpoken(speaks[0])
  }
  return (
    <form
      method="get"
      action={href('market-switch')}
      className={`market-switcher market-switcher--${variant}`}
      aria-labelledby={variant === 'footer' ? `${id}-title` : undefined}
      {...formProps}
      data-form="market-switcher"
    >
      {variant === 'footer' ? (
        <h2 className="market-switcher__title" id={`${id}-title`}>
          {t('marketSwitcher.title')}
        </h2>
      ) : null}
      <input type="hidden" name="from" value={from ?? `${location.pathname}${location.search}`} />
      <div className="market-switcher__fields">
        <div className="market-switcher__field">
          <label htmlFor={`${id}-country`}>{t('marketSwitcher.country')}</label>
          <select
            ref={countryField}
            id={`${id}-country`}
            name="country"
            value={chosen ?? market.country}
            onChange={(event) => chooseCountry(event.target.value as Country)}
          >
            {switcherCountries.map((code) => (
              <option key={code} value={code}>
                {t(`marketSwitcher.country.${code}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="market-switcher__field">
          <label htmlFor={`${id}-language`}>{t('marketSwitcher.language')}</label>
          <select
            ref={languageField}
            id={`${id}-language`}
            name="language"
            value={spoken ?? market.language}
            onChange={(event) => setSpoken(event.target.value as Language)}
            aria-describedby={`${id}-hint`}
          >
            {languages.map((code) => (
              <option
                key={code}
                value={code}
                lang={code}
                disabled={offered.includes(code) ? undefined : true}
              >
                {languageAutonyms[code]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className={`button ${variant === 'page' ? 'button--primary' : 'button--secondary'} market-switcher__submit`}
        >
          {t('marketSwitcher.submit')}
        </button>
      </div>
      <p className="market-switcher__hint" id={`${id}-hint`}>
        {t('marketSwitcher.hint')}
      </p>
    </form>
  )
}
