import { ProductPage } from '~/components/product/ProductPage'
import { WishlistToggle } from '~/components/wishlist/WishlistToggle'
import { usePageData } from './page-data'
import type { loader } from './theme.server'

export default function ThemeRoute() {
  const data = usePageData<typeof loader>()
  return (
    <ProductPage
      data={data}
      actions={data.wishlist ? <WishlistToggle state={data.wishlist} /> : null}
    />
  )
}
