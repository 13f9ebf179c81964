import { useEffect, useLayoutEffect, type RefObject } from 'react'

export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * Whether the shopper changed a control away from what the server rendered: its current value,
 * checked state or selected option against the HTML's own default (which hydration keeps).
 */
export function changedByShopper(control: FormControl): boolean {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options]
    // With no option marked `selected` in the HTML, a single select shows its first option.
    if (!control.multiple && !options.some((option) => option.defaultSelected))
      return control.selectedIndex > 0
    return options.some((option) => option.selected !== option.defaultSelected)
  }
  if (control instanceof HTMLInputElement) {
    if (control.type === 'radio' || control.type === 'checkbox')
      return control.checked !== control.defaultChecked
    if (control.type === 'hidden' || control.type === 'file') return false
  }
  return control.value !== control.defaultValue
}

/** The controls inside `root` the shopper changed before the page was live. */
export function changedControls(root: ParentNode): FormControl[] {
  return [...root.querySelectorAll<FormControl>('input, select, textarea')].filter(changedByShopper)
}

// A layout effect reads the DOM before any later render could write React's state back into it.
const useHydrationEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * Carries a choice made in a part's server HTML before its code was live into the hydrated part.
 * React hydrates over the DOM as the shopper left it (the select shows their option, the field
 * their text) but starts from the server's state; once, as the part hydrates, `adopt` gets the
 * controls the shopper changed, to make their values the part's state (or to send a GET form as
 * its button would have).
 */
export function useEarlyInput(
  root: RefObject<HTMLElement | null>,
  adopt: (changed: FormControl[]) => void,
) {
  useHydrationEffect(() => {
    const element = root.current
    if (!element) return
    const changed = changedControls(element)
    if (changed.length > 0) adopt(changed)
    // Once, as the part hydrates: later changes go through the part's own handlers.
  }, [])
}
