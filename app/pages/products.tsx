import { ProductPage } from '~/components/product/ProductPage'
import { usePageData } from './page-data'
import type { loader } from './products.server'

export default function ProductsRoute() {
  return <ProductPage data={usePageData<typeof loader>()} />
}
