import { googleCredentialAction, googleRedirectLoader } from '~/services/google-sign-in.server'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

/** Google sign-in's callback: the redirect flow (GET) and the button's credential (POST). */
export const loader = ({ request }: LoaderFunctionArgs) => googleRedirectLoader(request)

export const action = ({ request }: ActionFunctionArgs) => googleCredentialAction(request)
