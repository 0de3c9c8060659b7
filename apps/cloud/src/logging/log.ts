/** Extra fields of a log line (an `error` becomes its name, message, code and stack). */
export type LogFields = Record<string, unknown>

function plain(value: unknown): unknown {
  if (!(value instanceof Error)) return value
  const code = (value as { code?: unknown }).code
  return {
    name: value.name,
    message: value.message,
    ...(code === undefined ? {} : { code }),
    ...(value.stack ? { stack: value.stack } : {}),
  }
}

/**
 * One log line as JSON: `{"time","level","service","msg",...fields}`, one object per line, which
 * log collectors (journald, Docker, Loki, CloudWatch) read without a parser of our own.
 */
export function logLine(level: 'info' | 'warn' | 'error', msg: string, fields: LogFields = {}): string {
  const extra = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, plain(value)]))
  return JSON.stringify({ time: new Date().toISOString(), level, service: 'gatehouse-cloud', msg, ...extra })
}

/**
 * The service's log: info to stdout, warnings and errors to stderr (through console.warn and
 * console.error, so a test can watch them), each a JSON line.
 */
export const log = {
  info(msg: string, fields?: LogFields): void {
    process.stdout.write(`${logLine('info', msg, fields)}\n`)
  },
  warn(msg: string, fields?: LogFields): void {
    console.warn(logLine('warn', msg, fields))
  },
  error(msg: string, fields?: LogFields): void {
    console.error(logLine('error', msg, fields))
  },
}
