import { type LoggerService, type LogLevel } from '@nestjs/common';
import { pino, type Logger, type Level } from 'pino';

/** Structured JSON logs, one line per event, with the package name on every line. */
export function createLogger(
  name: string,
  level: string = process.env.LOG_LEVEL ?? 'info',
): Logger {
  return pino({ name, level, base: { service: name }, timestamp: pino.stdTimeFunctions.isoTime });
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
