import { useFetcher, useLocation } from '@remix-run/react'
import { useEffect, type MouseEvent } from 'react'
import { authDialogEvents } from '~/utils/event-codes'
import { usePageHref, useSite } from '../links'
import { LoginForm, PasswordResetForm, SignUpForm } from './forms'
import { GoogleSignIn } from './GoogleSignIn'
import type { useDialogs } from '../dialogs/DialogProvider'
import type { AuthDialogType } from './AuthDialogs'
import type { FormResult } from './form-result'
import type { trackAuthDialog } from './tracking'

type Props = {
  type: AuthDialogType
  /**
   * The page's dialogs and tracking, handed down by AuthDialogs: this chunk then shares less code
   * with the page's.
   */
  dialogs: ReturnType<typeof useDialogs>
  track: typeof trackAuthDialog
}

/** The form inside an auth dialog; loaded with the dialog, not with the page. */
export default function AuthDialogBody({ type, dialogs, track }: Props) {
  const site = useSite()
  const pageHref = usePageHref()
  const location = useLocation()
  const fetcher = useFetcher<FormResult>()
  const pending = fetcher.state !== 'idle'

  // While a form is sending, no other dialog may replace this one.
  const block = dialogs?.block
  const unblock = dialogs?.unblock
  useEffect(() => {
    if (pending) block?.()
    else unblock?.()
  }, [pending, block, unblock])
  useEffect(() => () => unblock?.(), [unblock])

  if (!site || !dialogs) return null
  const href = pageHref
  const switchTo =
    (next: AuthDialogType, event: (typeof authDialogEvents)[keyof typeof authDialogEvents]) =>
    (clicked: MouseEvent<HTMLAnchorElement>) => {
      clicked.preventDefault()
      track(event, next)
      dialogs.open(next)
    }
  const redirectTo = `${location.pathname}${location.search}`
  const common = { Form: fetcher.Form, result: fetcher.data, pending, via: 'dialog' as const }

  const google = (mode: 'sign-in' | 'sign-up') => (
    <GoogleSignIn
      mode={mode}
      redirectTo={redirectTo}
      onClick={() => track(authDialogEvents.googleClicked, type)}
    />
  )

  if (type === 'login') {
    return (
      <>
        <LoginForm
          {...common}
          action={href('account-login')}
          redirectTo={redirectTo}
          signUp={{
            href: href('account-sign-up'),
            onClick: switchTo('sign-up', authDialogEvents.switchedToSignUp),
          }}
          passwordReset={{
            href: href('account-password-reset'),
            onClick: switchTo('password-reset', authDialogEvents.passwordResetClicked),
          }}
        />
        {google('sign-in')}
      </>
    )
  }
  if (type === 'sign-up') {
    return (
      <>
        <SignUpForm
          {...common}
          action={href('account-sign-up')}
          redirectTo={redirectTo}
          login={{
            href: href('account-login'),
            onClick: switchTo('login', authDialogEvents.switchedToLogin),
          }}
        />
        {google('sign-up')}
      </>
    )
  }
  return (
    <PasswordResetForm
      {...common}
      action={href('account-password-reset')}
      login={{
        href: href('account-login'),
        onClick: switchTo('login', authDialogEvents.switchedToLogin),
      }}
    />
  )
}
