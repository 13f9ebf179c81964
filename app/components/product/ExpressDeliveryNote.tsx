import { useTranslation } from 'react-i18next'
import type { ExpressDelivery } from '~/domain/express-delivery'

/**
 * "Express delivery in 24 h" (48 h in Switzerland and Liechtenstein) on the pages of products that
 * ship express, with the order cut-off when the express range names one.
 */
export function ExpressDeliveryNote({ express }: { express: ExpressDelivery | null | undefined }) {
  const { t } = useTranslation('product')
  if (!express) return null
  return (
    <p className="express-note" data-express-hours={express.hours}>
      <strong className="express-note__title">
        {t('expressDelivery.title', { hours: express.hours })}
      </strong>
      {express.cutOff ? (
        <span className="express-note__cut-off">
          {' '}
          {t('expressDelivery.cutOff', { time: express.cutOff })}
        </span>
      ) : null}
    </p>
  )
}
