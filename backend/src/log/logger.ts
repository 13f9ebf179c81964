import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino'

export type { Logger }

/**
 * Structured JSON lines: `{"level":"info","time":"…","msg":"…", …}`. Spec event codes go
 * in the `event` field (e.g. `newsletter-no-recaptcha-token`).
 */
export function createLogger(
  level: LevelWithSilent = 'info',
  destination?: DestinationStream,
): Logger {
  const options = {
    level,
    base: undefined,
    messageKey: 'msg',
    formatters: { level: (label: string) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
  }
  return destination ? pino(options, destination) : pino(options)
}

/** A destination that keeps the parsed lines in memory (tests). */
export function memoryDestination(): DestinationStream & { lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = []
  return {
    lines,
    write(line: string) {
      lines.push(JSON.parse(line) as Record<string, unknown>)
    },
  }
}
