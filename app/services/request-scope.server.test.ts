import { describe, expect, it } from 'vitest'
import { requestKey, runInRequestScope } from './request-scope.server'

describe('one key per HTTP request, for every copy Remix makes of it', () => {
  it('inside the server’s request scope, the original and a copy (Node’s Request gives it a new signal) share one key', async () => {
    await runInRequestScope(async () => {
      const original = new Request('http://localhost/x?_data=root', {
        signal: new AbortController().signal,
      })
      const copy = new Request('http://localhost/x', {
        signal: original.signal,
        headers: original.headers,
      })
      expect(copy.signal).not.toBe(original.signal)
      await Promise.resolve()
      expect(requestKey(copy)).toBe(requestKey(original))
    })
  })

  it('two requests get two keys; outside a scope the signal is the key', async () => {
    const keys = await Promise.all(
      [1, 2].map(() => runInRequestScope(async () => requestKey(new Request('http://localhost/')))),
    )
    expect(keys[0]).not.toBe(keys[1])
    const request = new Request('http://localhost/')
    expect(requestKey(request)).toBe(request.signal)
  })
})
