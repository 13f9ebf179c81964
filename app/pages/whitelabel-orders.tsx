import '~/shared-chunk'
import { useTranslation } from 'react-i18next'
import { Notice } from '~/components/vouchers/form-parts'
import { usePageHref } from '~/components/vouchers/page-href'
import { WhitelabelSwitchForm } from '~/components/whitelabel/WhitelabelSwitchForm'
import { usePageData } from './page-data'
import type { loader } from './whitelabel-orders.server'
import type { WhitelabelPageData } from '~/services/whitelabel.server'

export default function WhitelabelOrdersPage() {
  const data = usePageData<typeof loader>() as unknown as WhitelabelPageData
  const href = usePageHref()
  const { t } = useTranslation()
  return (
    <div className="x-page">
      <h1>{t('whitelabel.title')}</h1>
      {!data.isWhitelabelCustomer ? (
        <Notice tone="info">{t('whitelabel.notWhitelabel')}</Notice>
      ) : (
        <>
          <p className="x-page__intro">{t('whitelabel.intro')}</p>
          {data.failed ? <Notice tone="error">{t('whitelabel.failed')}</Notice> : null}
          <section
            className={`wl-mode${data.isWhitelabelOrder ? ' wl-mode--active' : ''}`}
            aria-labelledby="wl-mode"
            data-whitelabel-order={data.isWhitelabelOrder ? 'true' : 'false'}
          >
            <h2 id="wl-mode">{t('whitelabel.current')}</h2>
            <p className="wl-mode__badge">
              {data.isWhitelabelOrder ? t('whitelabel.badge') : t('whitelabel.mode.own')}
            </p>
            {data.isWhitelabelOrder ? <p>{t('whitelabel.mode.whitelabel')}</p> : null}
            <p className="wl-mode__basket">
              {t('whitelabel.basket', { count: data.cartArticlesAmount })}
            </p>
            <WhitelabelSwitchForm
              action={href('whitelabel-orders')}
              isWhitelabelOrder={data.isWhitelabelOrder}
              className="wl-switch--page"
            />
          </section>
          <p className="x-page__aside">
            <a href={href('hand-off-whitelabelService')}>{t('whitelabel.service')}</a>
          </p>
        </>
      )}
    </div>
  )
}
