import { isRouteErrorResponse } from '@remix-run/react'

/** When even the root failed: a page that needs no data, translations or content. */
export function StaticErrorPage({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <main className="error-page error-page--static">
      <p className="logo">Printhaus</p>
      <h1>
        {notFound
          ? 'Seite nicht gefunden · Page not found'
          : 'Da ist etwas schiefgelaufen · Something went wrong'}
      </h1>
      <p>
        <a href="/">Zur Startseite · Home</a>
      </p>
    </main>
  )
}
