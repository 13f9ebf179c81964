import { useRouteLoaderData } from '@remix-run/react'
import type { loader } from '~/root'

/** The root loader's data: market, global config, customer. Undefined if the root failed. */
export function useSite() {
  return useRouteLoaderData<typeof loader>('root')
}
