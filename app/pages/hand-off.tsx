import '~/shared-chunk'
import { useTranslation } from 'react-i18next'
import { useSite } from '~/components/chrome/use-site'
import { marketPath } from '~/components/links'
import { usePageData } from './page-data'
import type { loader } from './hand-off.server'

export default function HandOffPage() {
  const { kind } = usePageData<typeof loader>()
  const { t } = useTranslation()
  const site = useSite()
  return (
    <div className="hand-off">
      <h1>{t(`handOff.${kind}`)}</h1>
      <p>{t('handOff.text')}</p>
      <p>
        <a className="button button--primary" href={site ? marketPath('/', site.market) : '/'}>
          {t('error.backHome')}
        </a>
      </p>
    </div>
  )
}
