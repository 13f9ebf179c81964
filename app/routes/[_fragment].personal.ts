import { personalFragment } from '~/services/personal-fragment.server'
import type { LoaderFunctionArgs } from '@remix-run/node'

/** The personal parts of a shared page, for the caching proxy's ESI include. */
export function loader({ request }: LoaderFunctionArgs) {
  return personalFragment(request)
}
