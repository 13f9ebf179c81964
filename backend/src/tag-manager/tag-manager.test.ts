import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeTempDirs, startTestBackend, type TestBackend } from '../testing/harness'

let backend: TestBackend

beforeAll(async () => {
  backend = await startTestBackend()
})

afterAll(async () => {
  await backend.close()
  removeTempDirs()
})

describe('the tag manager stand-in', () => {
  it.each([
    ['/gtm.js?id=GTM-E2E1', 'gtm.js', 'GTM-E2E1'],
    ['/gtag/js?id=G-E2E1', 'gtag/js', 'G-E2E1'],
  ])('%s pushes its marker into the data layer', async (path, source, id) => {
    const response = await fetch(`${backend.url}${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    const layer: unknown[] = []
    new Function('window', await response.text())({ dataLayer: layer })
    expect(layer).toEqual([{ event: 'tag_manager_loaded', source, id }])
  })

  it('refuses what is not a tag-manager id, so nothing is echoed into a script', async () => {
    const response = await fetch(`${backend.url}/gtm.js?id=${encodeURIComponent('GTM-A"});x({')}`)
    expect(response.status).toBe(400)
    expect((await fetch(`${backend.url}/gtag/js`)).status).toBe(400)
  })
})
