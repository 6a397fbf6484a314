import { type LoggerService, type LogLevel } from '@nestjs/common';
import { pino, type DestinationStream, type Logger, type Level } from 'pino';
import { currentRequestId } from './request-id';

/**
 * Structured JSON logs, one line per event, with the package name on every line and the id of
 * the request it was logged for (request-id.ts) on every line logged while handling one.
 * `destination` is stdout unless given.
 */
export function createLogger(
  name: string,
  level: string = process.env.LOG_LEVEL ?? 'info',
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      name,
      level,
      base: { service: name },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: () => {
        const requestId = currentRequestId();
        return requestId === undefined ? {} : { requestId };
      },
    },
    destination,
  );
}

const nestToPino: Record<LogLevel, Level> = {
  log: 'info',
  error: 'error',
  warn: 'warn',
  debug: 'debug',
  verbose: 'trace',
  fatal: 'fatal',
};

/** Lets Nest's own logging go through the same JSON logger. */
export class NestJsonLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.write('log', message, context);
  }
  error(message: unknown, stackOrContext?: string, context?: string): void {
    this.write('error', message, context ?? stackOrContext);
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('verbose', message, context);
  }
  fatal(message: unknown, context?: string): void {
    this.write('fatal', message, context);
  }

  private write(level: LogLevel, message: unknown, context?: string): void {
    const fields = { context };
    if (message instanceof Error) this.logger[nestToPino[level]]({ ...fields, err: message });
    else if (typeof message === 'object' && message !== null)
      this.logger[nestToPino[level]]({ ...fields, ...message });
    else this.logger[nestToPino[level]](fields, String(message));
  }
}
