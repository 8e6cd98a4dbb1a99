import { configureSync, type LogRecord } from '@logtape/logtape';
import type { Logger } from 'pino';

const PINO_LEVEL: Record<LogRecord['level'], 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal'> = {
  trace: 'trace',
  debug: 'debug',
  info: 'info',
  warning: 'warn',
  error: 'error',
  fatal: 'fatal',
};

/** A LogTape message (text parts interleaved with values) as one line. */
function text(record: LogRecord): string {
  return record.message
    .map((part, i) => (i % 2 === 0 ? String(part) : typeof part === 'string' ? part : JSON.stringify(part)))
    .join('');
}

/**
 * Fedify's own log (LogTape, category `fedify`) from info up, written through our logger: a refused signature
 * or a failed delivery then says why, not only a 401 or 5xx request line. LogTape's configuration is global to
 * the process, so the app started last owns it (one app per process outside the tests).
 */
export function routeFedifyLog(logger: Logger): void {
  configureSync({
    reset: true,
    sinks: {
      app: (record) =>
        logger[PINO_LEVEL[record.level]]({ ...record.properties, logger: record.category.join('.') }, text(record)),
    },
    loggers: [
      { category: 'fedify', sinks: ['app'], lowestLevel: 'info' },
      { category: ['logtape', 'meta'], sinks: [], lowestLevel: 'warning' },
    ],
  });
}
