import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { localLoadContext } from '~/services/request-context.server'

// Every test boots a fresh copy of the app's modules (env() and the host table are read once
// per process), with the environment it sets.
const factories = vi.hoisted(() => ({ calls: 0 }))
vi.mock('@splitsoftware/splitio', async (importOriginal) => {
  const original = await importOriginal<typeof import('@splitsoftware/splitio')>()
  return {
    ...original,
    SplitFactory: (...args: Parameters<typeof original.SplitFactory>) => {
      factories.calls++
      return original.SplitFactory(...args)
    },
  }
})

const dir = mkdtempSync(join(tmpdir(), 'lifecycle-test-'))
const savedEnv = { ...process.env }
let exit: ReturnType<typeof vi.spyOn>
let errors: string[]

beforeEach(() => {
  vi.resetModules()
  factories.calls = 0
  errors = []
  exit = vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
    throw new Error(`process.exit(${code})`)
  }) as never)
  vi.spyOn(console, 'error').mockImplementation(
    (...args: unknown[]) => void errors.push(args.join(' ')),
  )
})

afterEach(async () => {
  vi.restoreAllMocks()
  const { closeFlagClient } = await import('./flags.server')
  await closeFlagClient()
  process.env = { ...savedEnv }
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function boot(env: Record<string, string>) {
  Object.assign(process.env, { LOG_LEVEL: 'silent', ...env })
  const { bootApp } = await import('./lifecycle.server')
  return bootApp()
}

const request = (cookie: string) =>
  new Request('http://localhost:3000/ab-test-demo', {
    headers: {
      host: 'localhost:3000',
      cookie,
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36',
    },
  })

describe('boot: the host table (HOSTS_FILE)', () => {
  it.each([
    ['missing', null, /HOSTS_FILE \S+missing\.json cannot be read \(no such file\)/],
    ['not JSON', '{"markets": [', /HOSTS_FILE \S+not-json\.json is not valid JSON/],
    [
      'not a host table',
      '{"markets": []}',
      /HOSTS_FILE \S+not-a-table\.json is not a host table: defaultMarket: .*; markets: /,
    ],
  ])(
    'a %s HOSTS_FILE stops the process at boot (exit 1) with a message naming the file and the problem',
    async (_name, content, message) => {
      const file = join(
        dir,
        {
          missing: 'missing.json',
          'not JSON': 'not-json.json',
          'not a host table': 'not-a-table.json',
        }[_name]!,
      )
      if (content !== null) writeFileSync(file, content)
      await expect(boot({ HOSTS_FILE: file })).rejects.toThrow('process.exit(1)')
      expect(exit).toHaveBeenCalledWith(1)
      expect(errors.join('\n')).toMatch(message)
      expect(errors.join('\n')).toMatch(/^Invalid configuration:/)
    },
  )

  it('a host table that enables none of ENABLED_CHANNELS stops the process at boot', async () => {
    const file = join(dir, 'wallart-only.json')
    writeFileSync(
      file,
      JSON.stringify({
        defaultMarket: { channel: 'wallart', tld: 'de' },
        markets: [{ channel: 'wallart', tld: 'de', protocol: 'http', hosts: ['localhost'] }],
      }),
    )
    await expect(boot({ HOSTS_FILE: file, ENABLED_CHANNELS: 'cards' })).rejects.toThrow(
      'process.exit(1)',
    )
    expect(errors.join('\n')).toMatch(
      /wallart-only\.json enables no market of ENABLED_CHANNELS \(cards\)/,
    )
  })

  it('the shop’s own table boots, and the server can ask whether an Origin’s host is a market host', async () => {
    const hooks = await boot({})
    expect(exit).not.toHaveBeenCalled()
    expect(hooks.isMarketHost('cards-ch.localhost:4000')).toBe(true)
    expect(hooks.isMarketHost('evil.example')).toBe(false)
    expect(
      hooks.marketPageOf('http://cards-ch.localhost:4000/fr/x', 'cards-ch.localhost:4000'),
    ).toEqual({ language: 'fr', home: '/fr/' })
    expect(hooks.marketPageOf('http://localhost:4000/x', 'localhost:4000')).toEqual({
      language: 'de',
      home: '/',
    })
    await hooks.ready
  })
})

describe('boot: the flag client (site-chrome §4)', () => {
  it('is created and started at boot, before any request, and requests reuse it', async () => {
    const hooks = await boot({ SPLIT_FLAGS_FILE: 'config/flags.yml' })
    expect(factories.calls).toBe(1)
    await hooks.ready
    const { evaluateFlags } = await import('./flags.server')
    const { requestContext } = await import('./request-context.server')
    const req = request('shop_uk=11111111-1111-4111-8111-111111111111')
    const result = await evaluateFlags(req, requestContext(req, localLoadContext()), [
      'home_hero_experiment',
    ])
    expect(result.treatments.home_hero_experiment).toBe('on')
    expect(factories.calls).toBe(1)
  })

  it('"Flag service not ready or failing: every flag off": a missing flags file costs its readiness timeout at boot, and no request waits for the client', async () => {
    const hooks = await boot({ SPLIT_FLAGS_FILE: join(dir, 'no-such-flags.yml') })
    const booting = performance.now()
    await hooks.ready
    // The SDK's readiness timeout (5 s) passes here, before the server listens.
    expect(performance.now() - booting).toBeGreaterThan(4_000)
    const { evaluateFlags } = await import('./flags.server')
    const { requestContext } = await import('./request-context.server')
    const req = request('shop_uk=11111111-1111-4111-8111-111111111111')
    const started = performance.now()
    const result = await evaluateFlags(req, requestContext(req, localLoadContext()), [
      'home_hero_experiment',
    ])
    expect(performance.now() - started).toBeLessThan(100)
    expect(result.treatments.home_hero_experiment).toBe('off')
  })
})
