import { handlePublishWebhook } from '~/services/publish-webhook.server'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

/** The content system's publish webhook: POST, signed. */
export async function action({ request }: ActionFunctionArgs) {
  return handlePublishWebhook(request)
}

/** Anything but POST: 405. */
export async function loader({ request }: LoaderFunctionArgs) {
  return handlePublishWebhook(request)
}
