import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Page } from './blocks/Page'
import { marketPath, useSite } from './links'
import type { ErrorPageData } from '~/services/content-page.server'

/**
 * The site-wide error page inside the layout (header, navigation and footer come from the
 * root, which loaded global config and customer first): the heading for the status with
 * the requested path, then the content-managed error story; when that story could not be
 * loaded, a static fallback. The technical detail shows only when the server sent it
 * (DEBUG_ERRORS in configuration), never because of a query parameter.
 */
export function PageErrorContent() {
  const error = useRouteError()
  const site = useSite()
  const { t } = useTranslation()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const data = isRouteErrorResponse(error) ? (error.data as Partial<ErrorPageData> | null) : null
  const path = data?.path ?? site?.path ?? ''
  const heading =
    status === 404
      ? t('error.pageNotFound')
      : status === 503
        ? t('error.unavailable')
        : t('error.unexpected')
  const story = data?.errorStory && typeof data.errorStory === 'object' ? data.errorStory : null
  return (
    <div className={`error-page error-page--${status}`} data-status={status}>
      <h1 className="error-page__heading">
        {heading}
        {status === 404 && path ? <span className="error-page__path">: {path}</span> : null}
      </h1>
      {status !== 404 && path ? (
        <p className="error-page__requested">
          {t('error.requestedPath')}: <code>{path}</code>
        </p>
      ) : null}
      {story ? <Page content={story as never} ownHeading /> : <StaticFallback status={status} />}
      {data?.detail ? (
        <details className="error-page__detail" open>
          <summary>{t('content:errorPage.detail')}</summary>
          <pre>{data.detail}</pre>
        </details>
      ) : null}
    </div>
  )
}

/** The error page's own content when the error story cannot be loaded: no content call needed. */
function StaticFallback({ status }: { status: number }) {
  const site = useSite()
  const { t } = useTranslation()
  const home = site ? marketPath('/', site.market) : '/'
  return (
    <section className="error-fallback" data-testid="error-fallback">
      <div className="error-fallback__frame" aria-hidden="true">
        <span>{status}</span>
      </div>
      <div>
        <p>
          {status === 404 ? t('content:errorPage.notFoundText') : t('content:errorPage.errorText')}
        </p>
        <p>
          <a className="button button--primary" href={home}>
            {t('content:errorPage.backHome')}
          </a>
        </p>
      </div>
    </section>
  )
}
