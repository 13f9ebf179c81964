import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeTempDirs, story, tempDir } from './testing/harness'

const root = join(import.meta.dirname, '..', '..')
const outDir = join(root, 'build', `backend-test-${process.pid}`)

beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'scripts', 'build-backend.mjs'), '--outdir', outDir], {
    stdio: 'pipe',
  })
})
afterAll(() => {
  rmSync(outDir, { recursive: true, force: true })
  removeTempDirs()
})

function run(cwd: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [join(outDir, 'main.js')], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env } as unknown as NodeJS.ProcessEnv,
    stdio: 'pipe',
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const listening = new Promise<string>((resolve, reject) => {
    const check = () => {
      const line = stdout.split('\n').find((l) => l.includes('"backend listening"'))
      if (line) resolve(JSON.parse(line).url)
    }
    child.stdout.on('data', check)
    void exited.then((code) => reject(new Error(`exited ${code}: ${stderr}`)))
  })
  listening.catch(() => undefined) // awaited only by tests that expect the backend to start
  return { child, listening, exited, output: () => ({ stdout, stderr }) }
}

describe('the bundled backend (build/backend/main.js)', () => {
  it('starts from the bundle, reads backend/content relative to the working directory, and stops cleanly on SIGTERM', async () => {
    const cwd = tempDir('cwd')
    const probe = story('cards/de-de/probe', 4242, { title: 'Probe' })
    mkdirSync(join(cwd, 'backend', 'content', 'stories', 'cards', 'de-de'), { recursive: true })
    writeFileSync(
      join(cwd, 'backend', 'content', 'stories', 'cards', 'de-de', 'probe.json'),
      JSON.stringify(probe),
    )
    const backend = run(cwd, { BACKEND_PORT: '0', BACKEND_DATA_DIR: join(cwd, 'data') })
    const url = await backend.listening
    const firstLine = JSON.parse(backend.output().stdout.split('\n')[0]!)
    expect(firstLine).toMatchObject({ level: 'info', msg: 'backend listening', url })

    const space = await (await fetch(`${url}/v2/cdn/spaces/me?token=local-public-token`)).json()
    expect(space.space.version).toEqual(expect.any(Number))
    const found = await fetch(`${url}/v2/cdn/stories/cards/de-de/probe?token=local-public-token`)
    expect(found.status).toBe(200)
    const signup = await fetch(`${url}/web-api/customer-signup`, {
      method: 'POST',
      headers: { 'x-channel': 'cards-DE', 'x-locale': 'de-DE', 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'bundle@example.com',
        password: 'bundled-password',
        firstName: 'B',
        lastName: 'U',
      }),
    })
    expect(signup.status).toBe(200) // migrations were found next to the bundle

    backend.child.kill('SIGTERM')
    expect(await backend.exited).toBe(0)
    expect(backend.output().stdout).toContain('"backend stopped"')
  })

  it('exits 1 with a clear message on invalid configuration', async () => {
    const backend = run(tempDir('cwd-bad'), { BACKEND_PORT: 'not-a-port', STOREFRONT_URL: 'nope' })
    expect(await backend.exited).toBe(1)
    const { stderr } = backend.output()
    expect(stderr).toContain('Invalid backend configuration')
    expect(stderr).toContain('BACKEND_PORT="not-a-port"')
    expect(stderr).toContain('STOREFRONT_URL')
  })
})
