import pino from 'pino'

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

export function logEvent(
  level: 'info' | 'warn' | 'error',
  event: string,
  fields: EventFields = {},
): void {
  logger[level]({ event, ...fields }, event)
}
