import { googleCredentialAction, googleRedirectLoader } from '~/services/google-sign-in.server'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

/** Google sign-in's callback: the redirect flow (GET) and the button's credential (POST). */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  googleRedirectLoader(request, context)

export const action = ({ request, context }: ActionFunctionArgs) =>
  googleCredentialAction(request, context)
