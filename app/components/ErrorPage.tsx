import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ErrorPageData } from '~/services/content-page.server'
import { Page } from './blocks/Page'
import { useSite } from './chrome/use-site'
import { marketPath } from './links'

/**
 * The site-wide error page inside the layout (header, navigation and footer come from the
 * root): the heading for the status, the requested path, and the content error story.
 */
export function PageErrorBoundary() {
  const error = useRouteError()
  const site = useSite()
  const { t } = useTranslation()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const data = isRouteErrorResponse(error) ? (error.data as Partial<ErrorPageData> | null) : null
  const path = data?.path ?? site?.path ?? ''
  const heading =
    status === 404 ? t('error.pageNotFound') : status === 503 ? t('error.unavailable') : t('error.unexpected')
  return (
    <div className="error-page">
      <h1>
        {heading}
        {status === 404 ? <span className="error-page__path">: {path}</span> : null}
      </h1>
      {status !== 404 && path ? (
        <p>
          {t('error.requestedPath')}: <code>{path}</code>
        </p>
      ) : null}
      {data?.errorStory ? <Page content={data.errorStory as never} /> : (
        <p>
          <a className="button button--primary" href={site ? marketPath('/', site.market) : '/'}>
            {t('error.backHome')}
          </a>
        </p>
      )}
      {data?.detail ? <pre className="error-page__detail">{data.detail}</pre> : null}
    </div>
  )
}

/** When even the root failed: a page that needs no data, translations or content. */
export function StaticErrorPage({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <main className="error-page error-page--static">
      <p className="logo">Printhaus</p>
      <h1>{notFound ? 'Seite nicht gefunden · Page not found' : 'Da ist etwas schiefgelaufen · Something went wrong'}</h1>
      <p>
        <a href="/">Zur Startseite · Home</a>
      </p>
    </main>
  )
}
