/**
 * The resilience and fuzz tests run against the production build. `npm test`
 * builds before it runs them; run on their own (`npm run test:resilience`, `npm run
 * test:fuzz`) they build first when the build in SHOP_BUILD_DIR (default build/) is
 * missing. A stale build is used as it is, with a warning: rebuild with `npm run build`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { buildDir, root } from './support/stack'

export default function setup() {
  const server = join(buildDir, 'server/index.js')
  const backend = join(buildDir, 'backend/main.js')
  if (!existsSync(server) || !existsSync(backend)) {
    console.log(`[resilience] no production build in ${buildDir}: building it (npm run build)`)
    const result = spawnSync('npm', ['run', '--silent', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: process.env,
    })
    if (result.status !== 0) throw new Error('npm run build failed')
    return
  }
  const builtAt = Math.min(statSync(server).mtimeMs, statSync(backend).mtimeMs)
  const ageMinutes = Math.round((Date.now() - builtAt) / 60_000)
  console.log(
    `[resilience] using the production build in ${buildDir} (built ${ageMinutes} min ago)`,
  )
}
