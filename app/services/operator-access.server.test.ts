import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { localLoadContext } from './request-context.server'

// env() is read once per process: every test imports fresh modules with its own environment.
const savedEnv = { ...process.env }
const token = 'unit-operator-token-0123456789'

beforeEach(() => {
  vi.resetModules()
})

afterEach(() => {
  process.env = { ...savedEnv }
})

const routes = {
  '/metrics': () => import('~/routes/metrics'),
  '/api/flags-check': () => import('~/routes/api.flags-check'),
}

async function ask(path: keyof typeof routes, authorization?: string) {
  const { loader } = await routes[path]()
  return loader({
    request: new Request(`http://localhost${path}`, {
      headers: authorization ? { authorization } : {},
    }),
    params: {},
    context: localLoadContext(),
  })
}

describe("the operators' endpoints answer only with the metrics token", () => {
  it.each(Object.keys(routes) as (keyof typeof routes)[])(
    '%s does not exist without METRICS_TOKEN and asks for it with a wrong or missing one',
    async (path) => {
      delete process.env.METRICS_TOKEN
      expect((await ask(path, `Bearer ${token}`)).status).toBe(404)
      vi.resetModules()
      process.env.METRICS_TOKEN = token
      for (const authorization of [undefined, 'Bearer not-the-token', token.slice(1)]) {
        const answer = await ask(path, authorization)
        expect(answer.status).toBe(401)
        expect(answer.headers.get('www-authenticate')).toBe('Bearer')
        expect(await answer.text()).toBe('Unauthorized')
      }
    },
  )
})
