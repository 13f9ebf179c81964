import { toolboxAction, toolboxPage } from '~/services/toolbox.server'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

/** The toolbox: converting and optimising files. */
export const loader = ({ request, context: load }: LoaderFunctionArgs) => toolboxPage(request, load)

export const action = ({ request, context: load }: ActionFunctionArgs) =>
  toolboxAction(request, load)
