import { ProductPage } from '~/components/product/ProductPage'
import type { loader } from './products.server'
import { usePageData } from './page-data'

export default function ProductsRoute() {
  return <ProductPage data={usePageData<typeof loader>()} />
}
