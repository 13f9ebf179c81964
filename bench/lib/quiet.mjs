// Lighthouse's total blocking time multiplies every main-thread task by four: a machine still
// busy with the build or another job turns its noise into blocking time. The bench waits for
// the CPUs to be idle before each page's runs.
import { existsSync, readFileSync } from 'node:fs'

/** Idle and total jiffies over all CPUs (Linux), or null where /proc/stat does not exist. */
function cpuTimes() {
  if (!existsSync('/proc/stat')) return null
  const fields = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number)
  const idle = fields[3] + (fields[4] ?? 0)
  return { idle, total: fields.reduce((sum, value) => sum + value, 0) }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits until the CPUs were at least `idle` (a fraction) idle in two consecutive seconds, at most
 * `timeoutMs`. Returns the seconds waited and the last second's idle fraction.
 */
export async function waitForQuietCpu({ idle = 0.85, timeoutMs = 90_000 } = {}) {
  const started = Date.now()
  let quietSeconds = 0
  let last = 1
  let before = cpuTimes()
  if (!before) return { waited: 0, idle: null }
  while (quietSeconds < 2 && Date.now() - started < timeoutMs) {
    await sleep(1000)
    const now = cpuTimes()
    last = (now.idle - before.idle) / Math.max(1, now.total - before.total)
    quietSeconds = last >= idle ? quietSeconds + 1 : 0
    before = now
  }
  return { waited: Math.round((Date.now() - started) / 1000), idle: last }
}
