import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { specialPrefixes } from '~/domain/special-prefixes'
import { marketPath, useSite } from '../links'
import { text } from './fields'
import type { BlockProps } from './block-data'

/**
 * Newsletter teaser: a GET form to the market's newsletter page (the localised newsletter
 * prefix), carrying the e-mail address as `email`. The newsletter page asks for consent and
 * subscribes (POST there); this block never changes data, so it works without JavaScript
 * and keeps the content page cacheable. Left out while the newsletter form is off.
 */
export function Newsletter({ block }: BlockProps) {
  const { t } = useTranslation('content')
  const site = useSite()
  const id = useId()
  const language = site?.market.language ?? 'de'
  const action = site
    ? marketPath(specialPrefixes.newsletter[language], site.market)
    : specialPrefixes.newsletter[language]
  const headline = text(block.headline) ?? t('newsletter.headline')
  // No captcha configured: the newsletter form is off, so the teaser leading to it is too.
  const root = useSite()
  if (root?.newsletter === false) return null
  return (
    <section className="newsletter-block" aria-labelledby={`${id}-title`}>
      <div className="newsletter-block__intro">
        <h2 id={`${id}-title`}>{headline}</h2>
        {text(block.text) ? <p>{text(block.text)}</p> : null}
      </div>
      <form className="newsletter-block__form" method="get" action={action}>
        <label htmlFor={`${id}-email`}>{t('newsletter.email')}</label>
        <div className="newsletter-block__row">
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder={t('newsletter.placeholder')}
          />
          <button type="submit" className="button button--primary">
            {t('newsletter.submit')}
          </button>
        </div>
        <p className="newsletter-block__hint">{t('newsletter.hint')}</p>
      </form>
    </section>
  )
}
