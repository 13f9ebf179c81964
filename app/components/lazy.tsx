import { lazy, memo, Suspense, type ComponentType } from 'react'

/**
 * A component whose code loads with `React.lazy`, inside its own `<Suspense>`. The server
 * renders it in full (it waits for every boundary); in the browser React keeps the server's
 * HTML until the chunk is there, then hydrates it. Memoised: a parent's re-render with the
 * same props must not reach a boundary that is still waiting for its code, or React would
 * drop the server's HTML and render it afresh (losing what a shopper typed meanwhile).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })))
  const Component = Lazy as unknown as ComponentType<P>
  return memo(function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    )
  }) as unknown as ComponentType<P>
}
