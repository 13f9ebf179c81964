import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { marketFor } from '~/domain/market'

// env() is read once per process: every test imports fresh modules with its own environment.
const savedEnv = { ...process.env }
let errors: string[]

beforeEach(() => {
  vi.resetModules()
  errors = []
  vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
    throw new Error(`process.exit(${code})`)
  }) as never)
  vi.spyOn(console, 'error').mockImplementation(
    (...args: unknown[]) => void errors.push(args.join(' ')),
  )
})

afterEach(() => {
  vi.restoreAllMocks()
  process.env = { ...savedEnv }
})

async function withEnv(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env))
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  const tagManager = await import('./tag-manager.server')
  const { securityHeaders } = await import('./security-headers.server')
  const csp = securityHeaders({ nonce: 'n' })['Content-Security-Policy']!
  return { ...tagManager, csp }
}

const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

describe('tag manager configuration', () => {
  it('unset: no tag manager and nothing of it in the CSP', async () => {
    const { tagManagerFor, csp } = await withEnv({
      TAG_MANAGER_IDS: undefined,
      TAG_MANAGER_ORIGIN: undefined,
    })
    expect(tagManagerFor(marketFor('cards', 'de', 'de-DE', 'web'))).toBeNull()
    expect(csp).not.toContain('googletagmanager')
  })

  it('an id per market, and its origin in script-src, connect-src and img-src', async () => {
    const { tagManagerFor, csp } = await withEnv({
      TAG_MANAGER_IDS: '{"cards-DE":"GTM-DE1","*":"G-ALL2"}',
      TAG_MANAGER_ORIGIN: undefined,
    })
    expect(tagManagerFor(marketFor('cards', 'de', 'de-DE', 'web'))).toEqual({
      id: 'GTM-DE1',
      origin: 'https://www.googletagmanager.com',
    })
    expect(tagManagerFor(marketFor('wallart', 'ch', 'it-CH', 'web'))?.id).toBe('G-ALL2')
    for (const name of ['script-src', 'connect-src', 'img-src'])
      expect(directive(csp, name)).toContain('https://www.googletagmanager.com')
    expect(directive(csp, 'frame-src')).not.toContain('googletagmanager')
  })

  it('the origin is taken as an origin', async () => {
    const { tagManagerFor } = await withEnv({
      TAG_MANAGER_IDS: '{"*":"GTM-ALL"}',
      TAG_MANAGER_ORIGIN: 'http://127.0.0.1:3001/',
    })
    expect(tagManagerFor(marketFor('cards', 'de', 'de-DE', 'web'))?.origin).toBe(
      'http://127.0.0.1:3001',
    )
  })

  it.each([
    [
      'an invalid id',
      { TAG_MANAGER_IDS: '{"*":"gtm-abc"}' },
      /TAG_MANAGER_IDS: \*: a tag-manager id/,
    ],
    ['not JSON', { TAG_MANAGER_IDS: 'GTM-ABC' }, /TAG_MANAGER_IDS: expected a JSON object/],
    ['an unknown market', { TAG_MANAGER_IDS: '{"cards-XX":"GTM-A"}' }, /cards-XX/],
    ['a non-http origin', { TAG_MANAGER_ORIGIN: 'javascript:alert(1)' }, /TAG_MANAGER_ORIGIN/],
  ])('%s stops the process at boot, naming the variable', async (_name, env, message) => {
    await expect(withEnv(env)).rejects.toThrow('process.exit(1)')
    expect(errors.join('\n')).toMatch(/^Invalid configuration:/)
    expect(errors.join('\n')).toMatch(message)
  })
})
