import { useCallback, useEffect, useState, type RefObject } from 'react'
import { scrollAnimationMs } from '~/domain/constants'
import { easeInOut, scrollButtons, type ScrollButtons } from '~/domain/site-chrome'

/**
 * A horizontally scrolling strip's previous/next buttons: measured after hydration and on every
 * scroll and resize. Before that (and without JavaScript) there are none: the strip scrolls by
 * touch, trackpad and keyboard focus.
 */
export function useScrollButtons(strip: RefObject<HTMLElement>, remeasure?: unknown) {
  const [buttons, setButtons] = useState<ScrollButtons>({
    overflow: false,
    atStart: true,
    atEnd: true,
  })
  const measure = useCallback(() => {
    const element = strip.current
    if (element)
      setButtons(scrollButtons(element.scrollLeft, element.clientWidth, element.scrollWidth))
  }, [strip])
  useEffect(() => {
    measure()
    const element = strip.current
    if (!element) return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    element.addEventListener('scroll', measure, { passive: true })
    return () => {
      observer.disconnect()
      element.removeEventListener('scroll', measure)
    }
  }, [measure, strip, remeasure])
  const scrollByPage = (direction: 1 | -1) => {
    const element = strip.current
    if (!element) return
    const target = Math.max(
      0,
      Math.min(
        element.scrollWidth - element.clientWidth,
        element.scrollLeft + direction * element.clientWidth * 0.8,
      ),
    )
    animateScroll(element, target)
  }
  return { buttons, measure, scrollByPage }
}

/** Scrolls a list to `target` in 500 ms, eased; instantly when the shopper prefers less motion. */
export function animateScroll(element: HTMLElement, target: number): () => void {
  const start = element.scrollLeft
  if (Math.abs(target - start) < 1) return () => {}
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    element.scrollLeft = target
    return () => {}
  }
  let frame = 0
  const began = performance.now()
  const step = (now: number) => {
    element.scrollLeft = start + (target - start) * easeInOut(now - began, scrollAnimationMs)
    if (now - began < scrollAnimationMs) frame = requestAnimationFrame(step)
  }
  frame = requestAnimationFrame(step)
  return () => cancelAnimationFrame(frame)
}
