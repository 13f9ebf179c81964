/**
 * "Logger throttle 1000 ms, min 5" (shop-core, constants): within each window of 1000 ms at
 * least the first 5 lines of one kind (event code and level) are written; further ones of
 * that kind are counted, and the count is reported once the window has passed, so an
 * upstream outage writes a few lines a second instead of one per request.
 */
import { loggerThrottle } from '~/domain/constants'

type Window = { startedAt: number; passed: number; suppressed: number }

export class LogThrottle {
  private readonly windows = new Map<string, Window>()

  constructor(
    private readonly windowMs: number = loggerThrottle.windowMs,
    private readonly min: number = loggerThrottle.min,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Whether a line of this kind may be written now, and how many of its kind were held back
   * in the window that just ended (to report with it).
   */
  admit(kind: string): { write: boolean; suppressedBefore: number } {
    const time = this.now()
    let window = this.windows.get(kind)
    let suppressedBefore = 0
    if (!window || time - window.startedAt >= this.windowMs) {
      suppressedBefore = window?.suppressed ?? 0
      window = { startedAt: time, passed: 0, suppressed: 0 }
      this.windows.delete(kind)
      this.windows.set(kind, window)
      // Kinds are event codes (a few dozen); the bound only guards against a caller's mistake.
      if (this.windows.size > 1000) this.windows.delete(this.windows.keys().next().value as string)
    }
    if (window.passed < this.min) {
      window.passed++
      return { write: true, suppressedBefore }
    }
    window.suppressed++
    return { write: false, suppressedBefore }
  }

  /** Kinds whose window has ended with lines held back: [kind, count]; their counts are reset. */
  drain(): [string, number][] {
    const time = this.now()
    const ended: [string, number][] = []
    for (const [kind, window] of this.windows) {
      if (time - window.startedAt < this.windowMs) continue
      if (window.suppressed > 0) ended.push([kind, window.suppressed])
      this.windows.delete(kind)
    }
    return ended
  }
}
