import { toolboxDownload } from '~/services/toolbox.server'
import type { LoaderFunctionArgs } from '@remix-run/node'

/** `GET /api/toolbox-download/{id}`: a toolbox result from the shop API, private. */
export const loader = ({ request, params, context: load }: LoaderFunctionArgs) =>
  toolboxDownload(request, load, params.id ?? '')
