import { useEffect } from 'react'

let locks = 0

/**
 * Locks page scrolling while `active` (burger open, a dialog open). Counted, so two
 * overlapping locks release only when both are gone; the scrollbar's width is kept as
 * padding so the page does not shift.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return
    const root = document.documentElement
    if (locks === 0) {
      const scrollbar = window.innerWidth - root.clientWidth
      root.style.setProperty('--scrollbar-compensation', `${scrollbar}px`)
      root.classList.add('scroll-locked')
    }
    locks += 1
    return () => {
      locks -= 1
      if (locks === 0) {
        root.classList.remove('scroll-locked')
        root.style.removeProperty('--scrollbar-compensation')
      }
    }
  }, [active])
}
