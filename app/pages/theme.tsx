import '~/shared-chunk'
import { useTranslation } from 'react-i18next'
import { ProductPage } from '~/components/product/ProductPage'
import { WishlistToggle } from '~/components/wishlist/WishlistToggle'
import { usePageData } from './page-data'
import type { loader } from './theme.server'

export default function ThemeRoute() {
  const data = usePageData<typeof loader>()
  const { t } = useTranslation('product')
  return (
    <ProductPage
      data={data}
      actions={
        <>
          {data.samples ? (
            <p className="product-page__samples">
              {t('products.samples', { free: data.samples.free, price: data.samples.further })}
            </p>
          ) : null}
          {data.wishlist ? <WishlistToggle state={data.wishlist} /> : null}
        </>
      }
    />
  )
}
