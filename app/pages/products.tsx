import '~/shared-chunk'
import { ProductPage } from '~/components/product/ProductPage'
import { SkuPage } from '~/components/product/SkuPage'
import { usePageData } from './page-data'
import type { loader } from './products.server'

export default function ProductsRoute() {
  const data = usePageData<typeof loader>()
  // `/products?sku=…`: the SKU container's article page.
  return 'sku' in data ? <SkuPage data={data} /> : <ProductPage data={data} />
}
