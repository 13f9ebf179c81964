import type { BackendModule } from '../app'
import type { Reply } from '../http/reply'
import type { Handler } from '../http/router'

const idPattern = /^(?:GTM|G)-[A-Z0-9]+$/

/**
 * A stand-in for the tag manager's scripts (`/gtm.js`, `/gtag/js`), so the storefront's
 * consent flow runs offline: it only pushes a marker with its id into `dataLayer`.
 */
const script =
  (source: 'gtm.js' | 'gtag/js'): Handler =>
  ({ query }): Reply => {
    const id = query.get('id') ?? ''
    if (!idPattern.test(id))
      return {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        body: 'id must be GTM- or G- and uppercase letters or digits\n',
      }
    const marker = JSON.stringify({ event: 'tag_manager_loaded', source, id })
    return {
      status: 200,
      headers: {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
      body: `;(window.dataLayer = window.dataLayer || []).push(${marker})\n`,
    }
  }

export const tagManagerModule: BackendModule = {
  name: 'tag-manager',
  register(router) {
    router.get('/gtm.js', script('gtm.js'))
    router.get('/gtag/js', script('gtag/js'))
  },
}
