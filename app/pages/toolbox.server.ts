import { toolboxAction, toolboxPage } from '~/services/toolbox.server'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

/** The toolbox: converting and optimising files. */
export const loader = ({ request }: LoaderFunctionArgs) => toolboxPage(request)

export const action = ({ request }: ActionFunctionArgs) => toolboxAction(request)
