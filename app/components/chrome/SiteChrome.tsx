import type { ReactNode } from 'react'
import { Footer } from './Footer'
import { Header } from './Header'

/** The layout around every page: header and navigation, the page, the footer. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main">{children}</main>
      <Footer />
    </>
  )
}
