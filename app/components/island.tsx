import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type MutableRefObject } from 'react'
// The server renders islands in full; this `.server` module is empty in the browser bundle.
import * as serverIslands from './islands.server'

/**
 * Islands (ADR 106): a part of the page whose JavaScript loads when it becomes visible
 * instead of with the page. The server renders it in full, so it works without JavaScript
 * and paints with the document. In the browser the server's HTML is kept as it is during
 * hydration (React leaves an element with `dangerouslySetInnerHTML` alone); when the island
 * enters the viewport (or comes within `margin` of it) the islands' chunk loads and React
 * renders it in place, with the same markup. Mounted later (a client-side navigation), it
 * loads at once.
 *
 * Only for parts below the fold or hidden at first (a closed panel, a flyout): until it is
 * live the kept HTML works as it does without JavaScript (links, GET forms, `<details>`),
 * and its images are not the page's largest paint.
 */

let initialHydration = typeof document !== 'undefined'

/** Called once the first hydration has committed (root): islands mounted later load at once. */
export function markHydrated() {
  initialHydration = false
}

/** A layout effect in the browser (it runs within the commit, before any input event); nothing on the server. */
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/** What a shopper did in the kept HTML before the island was live, done again once it is. */
type Replay = { kind: 'click'; path: number[] } | { kind: 'focus'; path: number[] } | { kind: 'value'; path: number[]; value: string; checked: boolean }

/** The element's position below the wrapper (child indexes): the live render has the same markup. */
function pathTo(root: Element, target: EventTarget | null): number[] | undefined {
  const path: number[] = []
  let node = target instanceof Element ? target : null
  while (node && node !== root) {
    const parent: Element | null = node.parentElement
    if (!parent) return undefined
    path.unshift(Array.prototype.indexOf.call(parent.children, node) as number)
    node = parent
  }
  return node === root ? path : undefined
}

function elementAt(root: Element, path: number[]): HTMLElement | undefined {
  let node: Element | undefined = root
  for (const index of path) node = node?.children[index]
  return node instanceof HTMLElement ? node : undefined
}

/** Replays the interactions in order: clicks as clicks, changed values as a change React sees, then focus. */
function replay(root: Element, replays: Replay[]) {
  for (const entry of replays) {
    const element = elementAt(root, entry.path)
    if (!element) continue
    if (entry.kind === 'click') {
      element.click()
      continue
    }
    if (entry.kind === 'focus') {
      element.focus()
      continue
    }
    if (element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox')) {
      if (element.checked !== entry.checked) element.click()
    } else if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
      // The prototype's setter: React's own value tracking then sees the change.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(element, entry.value)
      element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
    }
  }
}

/**
 * Listens in the kept HTML for a shopper's first moves: a click (its default action waits),
 * a changed field, focus. Each starts the island's loading and is replayed once it is live;
 * changed fields are read from the kept HTML when it goes live (ADR 138).
 */
function captureInteractions(element: Element, replays: MutableRefObject<Replay[]>, load: () => void): () => void {
  const onClick = (event: Event) => {
    const path = pathTo(element, event.target)
    if (!path) return
    // Links and submit buttons already work in the kept HTML, as without JavaScript: their
    // default action goes ahead (a native navigation or form submission with the values the
    // shopper set), rather than waiting for the island and racing its re-render.
    const control = (event.target as Element | null)?.closest?.('a[href], button, input[type="submit"], input[type="image"]')
    const navigates =
      control instanceof HTMLAnchorElement ||
      ((control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && (control.type === 'submit' || control.type === 'image') && control.form !== null)
    if (navigates) {
      load()
      return
    }
    event.preventDefault()
    event.stopPropagation()
    replays.current.push({ kind: 'click', path })
    load()
  }
  const onChange = (event: Event) => {
    if (pathTo(element, event.target)) load()
  }
  const onFocus = (event: Event) => {
    const path = pathTo(element, event.target)
    if (!path) return
    replays.current = replays.current.filter((entry) => entry.kind !== 'focus')
    replays.current.push({ kind: 'focus', path })
    load()
  }
  element.addEventListener('click', onClick, true)
  element.addEventListener('change', onChange, true)
  element.addEventListener('focusin', onFocus, true)
  return () => {
    element.removeEventListener('click', onClick, true)
    element.removeEventListener('change', onChange, true)
    element.removeEventListener('focusin', onFocus, true)
  }
}

type Options = {
  /** How close to the viewport the island starts loading (an IntersectionObserver root margin). */
  margin?: string
  /**
   * A hook giving what else the island needs before it goes live (data the page did not
   * carry, ADR 134): it is loaded together with the islands' chunk.
   */
  useData?: () => () => Promise<unknown>
}

type Islands = typeof serverIslands

/**
 * The island of a component exported by `islands.server.ts` (the server renders it from
 * there); the browser imports it from `islands.lazy.ts`, one chunk for every island.
 */
export function island<K extends keyof Islands>(name: K, { margin = '0px', useData }: Options = {}): Islands[K] {
  type P = Parameters<Islands[K]>[0]
  let loaded: ComponentType<P> | undefined
  let pending: Promise<typeof import('./islands.lazy')> | undefined
  // The islands' chunk, once: the component and the reading of changed fields come from it.
  const start = () =>
    (pending ??= import('./islands.lazy').then((module) => {
      loaded = module[name] as unknown as ComponentType<P>
      return module
    }))

  function Island(props: P & object) {
    const ref = useRef<HTMLDivElement>(null)
    const live = useRef<HTMLDivElement>(null)
    const replays = useRef<Replay[]>([])
    // Hydrating: keep the server's HTML until the island is near. Otherwise render at once when loaded.
    const [kept] = useState(() => initialHydration && typeof document !== 'undefined')
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => (kept ? undefined : loaded))
    const prepare = useData?.()

    useEffect(() => {
      if (Component) return
      let cancelled = false
      const go = () => {
        void Promise.all([start(), prepare?.()]).then(
          ([{ changedFields }]) => {
            if (cancelled) return
            const component = loaded
            // Fields the shopper changed in the kept HTML, also before the page was live (the
            // scripts load after the first paint): the live render would set them back.
            if (element) {
              const values: Replay[] = changedFields(element, pathTo).map((field) => ({ kind: 'value', ...field }))
              replays.current = [...values, ...replays.current]
            }
            // A transition: React renders the live island in slices that yield to the browser
            // (the kept HTML stays on screen meanwhile) instead of one long task (ADR 134).
            startTransition(() => setComponent(() => component))
          },
          (error: unknown) => console.error(JSON.stringify({ level: 'error', event: 'island-load-failed', island: name, err: String(error) })),
        )
      }
      const element = ref.current
      // A click or a change before the island is live loads it and is replayed on the live markup.
      const stopCapturing = element && kept ? captureInteractions(element, replays, go) : () => {}
      if (!kept || !element || typeof IntersectionObserver === 'undefined') {
        go()
        return () => {
          cancelled = true
          stopCapturing()
        }
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          observer.disconnect()
          go()
        },
        { rootMargin: margin },
      )
      // The wrapper is `display: contents`: observe what it shows.
      const targets = element.children.length > 0 ? Array.from(element.children) : [element]
      targets.forEach((target) => observer.observe(target))
      return () => {
        cancelled = true
        observer.disconnect()
        stopCapturing()
      }
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [])

    // Live: the kept HTML was replaced by the same markup; what the shopper did meanwhile happens
    // again, in the commit itself: no click can reach the live markup before it is replayed.
    useCommitEffect(() => {
      if (!Component || !live.current || replays.current.length === 0) return
      const pending = replays.current
      replays.current = []
      replay(live.current, pending)
    }, [Component])

    if (typeof document === 'undefined') {
      const Server = serverIslands[name] as unknown as ComponentType<P> | undefined
      return <div className="island" data-island={name}>{Server ? <Server {...props} /> : null}</div>
    }
    if (Component) {
      return (
        <div key="live" ref={live} className="island" data-island={name}>
          <Component {...props} />
        </div>
      )
    }
    if (kept) {
      // The server's HTML stays untouched (no hydration of its content) until the island loads.
      return <div key="kept" ref={ref} className="island" data-island={name} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
    }
    return <div key="loading" ref={ref} className="island" data-island={name} />
  }
  Island.displayName = `Island(${name})`
  return Island as unknown as Islands[K]
}
