import { useMatches } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { pageTypeOf, sampled } from '~/domain/page-figures'
import { useConsentGranted } from './tag-manager'
import { visitSwitches } from './tracking'

let chosen: boolean | undefined

/**
 * Field figures of the page the browser loaded (web-vitals measures the document, not client
 * navigations), for a sample of page views, once the shopper has accepted statistics: only
 * then is web-vitals imported.
 */
export function useFieldFigures(sampleRate: number | undefined): void {
  const matches = useMatches()
  const [pageType] = useState(() => pageTypeOf(matches[matches.length - 1]?.id))
  const granted = useConsentGranted()
  useEffect(() => {
    // `tracking=0` keeps every statistic away for the visit, these figures too.
    if (!granted || sampleRate === undefined || !visitSwitches().tracking) return
    chosen ??= sampled(sampleRate, Math.random())
    if (!chosen) return
    import('./field-figures-runtime').then((runtime) => runtime.start(pageType)).catch(() => {})
  }, [granted, sampleRate, pageType])
}
