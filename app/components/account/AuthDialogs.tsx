import { lazy, Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { authDialogEvents } from '~/utils/event-codes'
import { Dialog } from '../dialogs/Dialog'
import { useDialogs } from '../dialogs/DialogProvider'
import { isAuthDialog, type AuthDialogType } from './auth-dialog-types'
import { trackAuthDialog } from './tracking'

export { authDialogTypes, type AuthDialogType } from './auth-dialog-types'

const AuthDialogBody = lazy(() => import('./AuthDialogBody'))

/**
 * The login, sign-up and password-reset dialogs: the same forms as their pages,
 * loaded when first opened and sent through fetchers, so the page stays where it is.
 * Mounted by SiteChrome when the first auth dialog is asked for.
 */
export function AuthDialogs() {
  const dialogs = useDialogs()
  const { t } = useTranslation('account')
  const active = dialogs?.state.active?.dialogType
  const shown = useRef<string | undefined>(undefined)

  useEffect(() => {
    const previous = shown.current
    shown.current = isAuthDialog(active) ? active : undefined
    if (isAuthDialog(active) && !isAuthDialog(previous))
      trackAuthDialog(authDialogEvents.opened, active)
    if (!isAuthDialog(active) && isAuthDialog(previous))
      trackAuthDialog(authDialogEvents.closed, previous)
  }, [active])

  if (!dialogs || !isAuthDialog(active)) return null
  const titles: Record<AuthDialogType, string> = {
    login: t('login.title'),
    'sign-up': t('signUp.title'),
    'password-reset': t('passwordReset.title'),
  }
  return (
    <Dialog open onClose={dialogs.close} title={titles[active]} className={`dialog--${active}`}>
      <Suspense fallback={<p className="dialog__loading">{t('form.loading')}</p>}>
        <AuthDialogBody type={active} dialogs={dialogs} track={trackAuthDialog} />
      </Suspense>
    </Dialog>
  )
}
