import '~/shared-chunk'
import { useTranslation } from 'react-i18next'
import { usePageData } from './page-data'
import type { loader } from './configurator.server'

export default function ConfiguratorHandOff() {
  const { product, parameters } = usePageData<typeof loader>()
  const { t } = useTranslation()
  return (
    <div className="hand-off">
      <h1>{t('handOff.designer')}</h1>
      <p>{t('handOff.designerText')}</p>
      <dl className="hand-off__parameters" data-product={product}>
        {parameters.map(([name, value], index) => (
          <div key={`${name}-${index}`}>
            <dt>{name}</dt>
            <dd data-parameter={name}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
