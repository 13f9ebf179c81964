import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useCustomerTracking } from '../account/use-customer-tracking'
import { DialogProvider, useDialogs } from '../dialogs/DialogProvider'
import { useSite } from '../links'
import { LocationSuggestionSlot } from '../location/LocationSuggestionSlot'
import { WhitelabelBar } from '../whitelabel/WhitelabelBar'
import { ActionBar } from './ActionBar'
import { ConsentNotice } from './ConsentNotice'
import { FooterContent } from './Footer'
import { Header } from './Header'
import { MessengerLauncher } from './MessengerLauncher'
import { SubNavigation } from './SubNavigation'

function Footer() {
  const { t } = useTranslation()
  if (!useSite()?.globalConfig.footer) return null
  return (
    <footer className="site-footer" aria-label={t('footer.title')}>
      <FooterContent />
    </footer>
  )
}

const AuthDialogs = lazy(() =>
  import('../account/AuthDialogs').then((module) => ({ default: module.AuthDialogs })),
)

/**
 * The auth dialogs' code loads when the first one is asked for (the account icon, a form's
 * link): until then nothing of them is rendered. Customer tracking runs at once.
 */
function AuthDialogsOnDemand() {
  useCustomerTracking()
  const active = useDialogs()?.state.active?.dialogType
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (active === 'login' || active === 'sign-up' || active === 'password-reset') setWanted(true)
  }, [active])
  return wanted ? (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  ) : null
}

/**
 * The layout around every page (and the error page): action bar, whitelabel bar, header
 * with burger and main navigation, sub-navigation, the page, footer, messenger launcher,
 * consent notice, and the dialogs that pages and chrome open.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <DialogProvider>
      {/* the first tab stop of every page, before the action bar's promotion */}
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <ActionBar />
      <WhitelabelBar />
      <Header />
      <SubNavigation />
      <main id="main">{children}</main>
      <Footer />
      <MessengerLauncher />
      <ConsentNotice />
      <LocationSuggestionSlot />
      <AuthDialogsOnDemand />
    </DialogProvider>
  )
}
