import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'

// Placeholder until the account issue: logging out is a POST; a GET goes home.
export async function loader(_args: LoaderFunctionArgs) {
  return redirect('/')
}
export async function action(_args: ActionFunctionArgs) {
  return redirect('/')
}
