import pino from 'pino'
import { loggerThrottle } from '~/domain/constants'
import { LogThrottle } from '~/domain/log-throttle'

/**
 * JSON-lines logger. Every line that reports a spec'd situation carries its event code
 * in `event` (see app/domain/event-codes.ts), so operators can alert on codes.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: { service: 'storefront' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  redact: { paths: ['*.password', '*.cookie', '*.token', 'headers.cookie'], remove: true },
})

export type EventFields = Record<string, unknown>

/** "Logger throttle 1000 ms, min 5" for event lines (ADR 132); request lines are not throttled. */
const throttle = new LogThrottle()
const reportHeldBack = () => {
  for (const [kind, count] of throttle.drain()) {
    const [level, event] = kind.split(':', 2) as ['info' | 'warn' | 'error', string]
    logger[level]({ event, suppressed: count, windowMs: loggerThrottle.windowMs }, `${event} (${count} more suppressed)`)
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
