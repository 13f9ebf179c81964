import type { loader } from './products.server'
import { usePageData } from './page-data'
import { ProductPage } from '~/components/product/ProductPage'

export default function ProductsRoute() {
  return <ProductPage data={usePageData<typeof loader>()} />
}
