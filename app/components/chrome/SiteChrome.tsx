import type { ReactNode } from 'react'
import { AuthDialogs } from '../account/AuthDialogs'
import { DialogProvider } from '../dialogs/DialogProvider'
import { ActionBar } from './ActionBar'
import { ConsentNotice } from './ConsentNotice'
import { DeviceProvider } from './device'
import { Footer } from './Footer'
import { Header } from './Header'
import { MessengerLauncher } from './MessengerLauncher'
import { SubNavigation } from './SubNavigation'
import { WhitelabelBar } from '../whitelabel/WhitelabelBar'

/**
 * The layout around every page (and the error page): action bar, whitelabel bar, header
 * with burger and main navigation, sub-navigation, the page, footer, messenger launcher,
 * consent notice, and the dialogs that pages and chrome open.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <DialogProvider>
      <DeviceProvider>
        <ActionBar />
        <WhitelabelBar />
        <Header />
        <SubNavigation />
        <main id="main">{children}</main>
        <Footer />
        <MessengerLauncher />
        <ConsentNotice />
        <AuthDialogs />
      </DeviceProvider>
    </DialogProvider>
  )
}
