import { useLoaderData } from '@remix-run/react'
import type { MetaDescriptor, SerializeFrom } from '@remix-run/node'
import type { PageView } from '~/domain/localised-pages'

/**
 * What the splat route's loader answers for a localised page: the page, its view and its own
 * loader's data.
 */
export type LocalisedPageData<T = unknown> = {
  page: string
  view: PageView
  data: T
  /** The page's head, built on the server (pages/meta.ts). */
  meta: MetaDescriptor[]
}

/** The data of the localised page the splat route (routes/$.tsx) renders. */
export function usePageData<Loader>(): SerializeFrom<Loader> {
  return (useLoaderData() as LocalisedPageData<SerializeFrom<Loader>>).data
}
