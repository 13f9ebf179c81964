import { useTranslation } from 'react-i18next'
import type { Country } from '~/domain/market'

/** "You seem to be in Switzerland. Go to our shop in Switzerland": a link, never a switch. */
export function SuggestionText({ country, url }: { country: Country; url: string }) {
  const { t } = useTranslation()
  const where = t(`location.in.${country}`)
  return (
    <>
      {t('location.suggestion', { where })}{' '}
      <a href={url} className="location-suggestion__link">
        {t('location.goTo', { where })}
      </a>
    </>
  )
}
