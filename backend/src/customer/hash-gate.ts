/**
 * Bounded password hashing. Each scrypt costs about 0.4 s of CPU and 32 MiB: at most
 * `concurrent` run at once, at most `queued` wait, and beyond that the caller is told at once
 * that the shop is busy (503 with Retry-After) instead of waiting longer than the storefront.
 */
export class BusyError extends Error {
  override name = 'BusyError'
}

export interface HashGateSettings {
  concurrent: number
  queued: number
}

export const DEFAULT_HASH_GATE: HashGateSettings = { concurrent: 2, queued: 16 }

export function createHashGate(settings: HashGateSettings) {
  let running = 0
  const waiting: Array<() => void> = []
  const release = () => {
    running--
    const next = waiting.shift()
    if (next) {
      running++
      next()
    }
  }
  return {
    settings,
    /** Runs `work` when a slot is free; throws BusyError at once when the queue is full. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= settings.concurrent) {
        if (waiting.length >= settings.queued) throw new BusyError('password hashing is saturated')
        await new Promise<void>((resolve) => waiting.push(resolve))
      } else {
        running++
      }
      try {
        return await work()
      } finally {
        release()
      }
    },
  }
}

export type HashGate = ReturnType<typeof createHashGate>
