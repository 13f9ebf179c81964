import { lazy, memo, Suspense, type ComponentType } from 'react'

/**
 * A rarely shown part whose code is a chunk of its own (the error page, a video hero), loaded
 * with `React.lazy` inside its own `<Suspense>`. The server renders it in full; the browser
 * starts loading its code as the page hydrates and keeps the server's HTML until it is there.
 * Interactive parts are imported as usual instead: they hydrate with the page, so nothing a
 * shopper does in them waits for code that has not arrived. Memoised: a parent's re-render with
 * the same props must not reach a boundary still waiting for its code, or React would render
 * it afresh.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Component = lazy(() =>
    load().then((component) => ({ default: component })),
  ) as unknown as ComponentType<P>
  return memo(function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    )
  }) as unknown as ComponentType<P>
}
