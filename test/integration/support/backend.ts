import { afterAll, beforeAll } from 'vitest'
import {
  removeTempDirs,
  startTestBackend,
  type TestBackend,
} from '../../../backend/src/testing/harness'

type BackendOptions = NonNullable<Parameters<typeof startTestBackend>[0]>

/**
 * The reference backend of a storefront client test: started before the file's tests, with the
 * environment the storefront reads pointed at it (`SHOP_API_URL`, or what `env` names), and
 * closed after them. Call it before the `beforeAll` that imports the services under test: they
 * read the environment when they load. Returns the running backend.
 */
export function referenceBackend(
  options: BackendOptions & { env?: (url: string) => Record<string, string> } = {},
): () => TestBackend {
  const { env = (url: string) => ({ SHOP_API_URL: url }), ...backendOptions } = options
  let running: TestBackend | undefined
  beforeAll(async () => {
    running = await startTestBackend(backendOptions)
    Object.assign(process.env, env(running.url))
  })
  afterAll(async () => {
    await running?.close()
    removeTempDirs()
  })
  return () => {
    if (!running) throw new Error('The reference backend is not running.')
    return running
  }
}
