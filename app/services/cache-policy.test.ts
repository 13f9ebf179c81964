import { describe, expect, it } from 'vitest'
import { cacheControl, pageHeaders } from './cache-policy'

describe('a page’s surrogate keys', () => {
  it('join the keys of the root, the page and an error, each once', () => {
    const headers = new Headers(
      pageHeaders({
        parentHeaders: new Headers({
          'Cache-Control': cacheControl.publicPage,
          'Surrogate-Key': 'site f:cards/de-de',
        }),
        loaderHeaders: new Headers({ 'Surrogate-Key': 'p:cards/de-de/faq s:12 site' }),
        actionHeaders: new Headers(),
        errorHeaders: new Headers({ 'Surrogate-Key': 'p:cards/de-de/neu' }),
      }),
    )
    expect(headers.get('Surrogate-Key')).toBe(
      'site f:cards/de-de p:cards/de-de/faq s:12 p:cards/de-de/neu',
    )
  })

  it('are left out when no part names one', () => {
    const headers = new Headers(
      pageHeaders({
        parentHeaders: new Headers({ 'Cache-Control': cacheControl.publicPage }),
        loaderHeaders: new Headers(),
        actionHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    )
    expect(headers.has('Surrogate-Key')).toBe(false)
  })
})
