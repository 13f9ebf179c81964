import '~/shared-chunk'
import { useTranslation } from 'react-i18next'
import { SuggestionText } from '~/components/location/SuggestionText'
import { ValidatedMarketSwitcher } from '~/components/market-switcher/ValidatedMarketSwitcher'
import { Notice } from '~/components/vouchers/form-parts'
import { usePageData } from './page-data'
import type { loader } from './market-switch.server'
import type { MarketSwitchPageData } from '~/services/market-switcher.server'

export default function MarketSwitchPage() {
  const data = usePageData<typeof loader>() as unknown as MarketSwitchPageData
  const { t } = useTranslation()
  return (
    <div className="x-page">
      <h1>{t('marketSwitcher.title')}</h1>
      <p className="x-page__intro">{t('marketSwitcher.intro')}</p>
      {data.invalid ? <Notice tone="error">{t('marketSwitcher.invalid')}</Notice> : null}
      {data.suggestion ? (
        <Notice tone="info">
          <p className="location-suggestion">
            <SuggestionText {...data.suggestion} />
          </p>
        </Notice>
      ) : null}
      <ValidatedMarketSwitcher
        from={data.from}
        country={data.country}
        language={data.language}
        variant="page"
      />
    </div>
  )
}
