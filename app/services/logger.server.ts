import { format } from 'node:util'
import pino from 'pino'
import { loggerThrottle } from '~/domain/constants'
import { LogThrottle } from '~/utils/log-throttle'

/**
 * JSON-lines logger. Every line that reports a spec'd situation carries its event code
 * in `event` (see app/utils/event-codes.ts), so operators can alert on codes.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: { service: 'storefront' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  redact: { paths: ['*.password', '*.cookie', '*.token', 'headers.cookie'], remove: true },
})

export type EventFields = Record<string, unknown>

/** "Logger throttle 1000 ms, min 5" for event lines; request lines are not throttled. */
const throttle = new LogThrottle()
const reportHeldBack = () => {
  for (const [kind, count] of throttle.drain()) {
    const [level, event] = kind.split(':', 2) as ['info' | 'warn' | 'error', string]
    logger[level](
      { event, suppressed: count, windowMs: loggerThrottle.windowMs },
      `${event} (${count} more suppressed)`,
    )
  }
}
setInterval(reportHeldBack, loggerThrottle.windowMs).unref()

export function logEvent(
  level: 'info' | 'warn' | 'error',
  event: string,
  fields: EventFields = {},
): void {
  const { write, suppressedBefore } = throttle.admit(`${level}:${event}`)
  if (!write) return
  logger[level]({ event, ...fields, ...(suppressedBefore > 0 ? { suppressedBefore } : {}) }, event)
}

/** Writes the counts of held-back lines now (at shutdown, before the last flush). */
export function flushThrottledLogs(): void {
  reportHeldBack()
}

/**
 * What libraries print with `console.warn`, `console.info` or `console.log` becomes event lines:
 * `runtime-warning` and `runtime-message`, JSON like every other line and throttled like every
 * event. React Router warns, for one, when it collapses the `//` of a redirect's path, and any
 * client can send such a path: its words must not land in the log as a line of their own, nor
 * in any number. (The content client says "Hit rate limit" with `console.log`; the translator
 * reports a missing text with `console.info`.) `console.error` stays as it is: the app's own
 * error lines are JSON already.
 */
export function logConsoleOutput(): void {
  const message = (args: unknown[]) => ({ message: format(...args).slice(0, 500) })
  console.warn = (...args: unknown[]) => logEvent('warn', 'runtime-warning', message(args))
  console.info = (...args: unknown[]) => logEvent('info', 'runtime-message', message(args))
  console.log = console.info
}
