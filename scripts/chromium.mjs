// Finds Chromium for the end-to-end tests: $CHROMIUM_PATH or Debian's /usr/bin/chromium.
// Installs Debian's package when it is missing and we may (root with apt-get).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean)
  const found = candidates.find((path) => existsSync(path))
  if (found) return found
  const mayInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
  if (!mayInstall) {
    console.error(
      'Chromium was not found. Install it (Debian: `apt-get install chromium`) or set CHROMIUM_PATH to its executable.',
    )
    process.exit(1)
  }
  console.log('Installing Debian’s chromium for the end-to-end tests…')
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return '/usr/bin/chromium'
}
