import { Link } from '@remix-run/react'
import type { AnchorHTMLAttributes, ReactNode } from 'react'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string | undefined
  children: ReactNode
}

/**
 * A link that navigates client-side inside the shop and as a plain anchor elsewhere (other
 * channel, other host, tel:). Without an href it renders its text only.
 */
export function SmartLink({ href, children, ...rest }: Props) {
  if (!href) return <span className={rest.className}>{children}</span>
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} prefetch="intent" {...rest}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  )
}
