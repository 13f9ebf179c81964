import { lazy, memo, Suspense, useEffect, type ComponentType, type RefObject } from 'react'

/** A lazily loaded part; `load()` starts loading its code now (a deferred part waits for it). */
export type LazyPart<P> = ComponentType<P> & { load: () => void }

/** Deferred parts' gates that are still closed, and whether the shopper has interacted yet. */
const closedGates = new Set<() => void>()
let interacted = false

/**
 * The shopper's first interaction (or a history navigation) opens every deferred part's gate
 * (ADR 192); events a script can cause without a pointer or key (input, change, click, submit)
 * count too. A state change that reaches a part still waiting for its code makes React hold a
 * navigation until that code is there, or drop the part's server HTML for a click's update; so
 * the code loads as soon as updates are likely, while the page's data is on its way.
 */
const interactions = [
  'pointerdown',
  'pointerover',
  'touchstart',
  'keydown',
  'focusin',
  'input',
  'change',
  'click',
  'submit',
] as const

function openAllGates() {
  interacted = true
  for (const open of closedGates) open()
  closedGates.clear()
  for (const type of interactions) document.removeEventListener(type, openAllGates, true)
  window.removeEventListener('popstate', openAllGates)
}

function listenForInteraction() {
  // Adding the same listener again is a no-op.
  for (const type of interactions)
    document.addEventListener(type, openAllGates, { capture: true, passive: true })
  window.addEventListener('popstate', openAllGates)
}

/** In the browser, a promise that resolves once the part is wanted; `undefined` on the server. */
function gate(): { opened: Promise<void>; open: () => void } | undefined {
  if (typeof document === 'undefined') return undefined
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  if (interacted) open()
  else {
    closedGates.add(open)
    listenForInteraction()
  }
  return {
    opened,
    open: () => {
      closedGates.delete(open)
      open()
    },
  }
}

/**
 * A component whose code loads with `React.lazy`, inside its own `<Suspense>`. The server
 * renders it in full (it waits for every boundary); in the browser React keeps the server's
 * HTML until the chunk is there, then hydrates it. Memoised: a parent's re-render with the
 * same props must not reach a boundary that is still waiting for its code, or React would
 * drop the server's HTML and render it afresh (losing what a shopper typed meanwhile).
 *
 * A `deferred` part (below the fold, or hidden until opened) loads its code only when it is
 * wanted: `load()` (for example when it comes into view, `useLoadInView`) or the shopper's
 * first interaction, whichever comes first (ADR 192). Until then its server HTML stays as it
 * is: its links and forms work as they do without JavaScript.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { deferred = false }: { deferred?: boolean } = {},
): LazyPart<P> {
  const wanted = deferred ? gate() : undefined
  const Lazy = lazy(() =>
    (wanted?.opened ?? Promise.resolve()).then(load).then((component) => ({ default: component })),
  )
  const Component = Lazy as unknown as ComponentType<P>
  const Part = memo(function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    )
  }) as unknown as LazyPart<P>
  Part.load = () => wanted?.open()
  return Part
}

/**
 * Loads a deferred part's code when the element (a server-rendered wrapper around it) comes into
 * view.
 */
export function useLoadInView(element: RefObject<Element | null>, part: object) {
  useEffect(() => {
    const load = (part as Partial<LazyPart<never>>).load
    const target = element.current
    if (!load || !target) return
    if (typeof IntersectionObserver === 'undefined') return load()
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      load()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, part])
}
