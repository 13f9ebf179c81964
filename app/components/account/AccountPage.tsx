import type { ReactNode } from 'react'

/** The frame of the account and newsletter pages: a narrow column with the page's heading. */
export function AccountPage({
  title,
  intro,
  children,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="account-page">
      <h1>{title}</h1>
      {intro ? <div className="account-page__intro">{intro}</div> : null}
      <div className="account-page__body">{children}</div>
    </div>
  )
}
