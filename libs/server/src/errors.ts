import { Catch, type RpcExceptionFilter, Logger } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { ErrorCode, isServiceError, Messages, type ServiceError } from '@dating/contracts';
import { throwError, type Observable } from 'rxjs';
import { isConnectionLostError, isInvalidDataError } from './database-errors';

/** Throw from a handler or a service: reaches the caller as `{ code, message }`. */
export class ServiceException extends RpcException {
  constructor(code: ErrorCode, message: string, retryAfterSeconds?: number) {
    super(
      (retryAfterSeconds === undefined
        ? { code, message }
        : { code, message, retryAfterSeconds }) satisfies ServiceError,
    );
  }
}

/** The ServiceError a failed request carries, or null for anything else. */
export function serviceErrorOf(error: unknown): ServiceError | null {
  if (!(error instanceof RpcException)) return null;
  const carried = error.getError();
  return isServiceError(carried) ? carried : null;
}

export const badRequest = (message: string) => new ServiceException(ErrorCode.BadRequest, message);
export const unauthenticated = (message: string) =>
  new ServiceException(ErrorCode.Unauthenticated, message);
export const forbidden = (message: string = Messages.forbidden) =>
  new ServiceException(ErrorCode.Forbidden, message);
export const notFound = (message: string = Messages.notFound) =>
  new ServiceException(ErrorCode.NotFound, message);
export const conflict = (message: string) => new ServiceException(ErrorCode.Conflict, message);
export const rateLimited = (message: string, retryAfterSeconds?: number) =>
  new ServiceException(ErrorCode.RateLimited, message, retryAfterSeconds);
export const unavailable = (message: string = Messages.serviceUnavailable) =>
  new ServiceException(ErrorCode.Unavailable, message);

/**
 * Everything a handler throws leaves the service as a ServiceError: known ones as they are, a
 * value the database could not take as BAD_REQUEST, a database out of reach as UNAVAILABLE,
 * anything unexpected as INTERNAL with a generic message (the details stay in the log).
 */
@Catch()
export class ServiceErrorFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('ServiceErrorFilter');

  catch(exception: unknown): Observable<ServiceError> {
    const error = serviceErrorOf(exception);
    if (error) return throwError(() => error);
    if (isInvalidDataError(exception)) {
      this.logger.warn({
        msg: 'input the schemas let through was refused by the database',
        error: errorMessage(exception),
      });
      return throwError(() => ({ code: ErrorCode.BadRequest, message: Messages.invalidData }));
    }
    if (isConnectionLostError(exception)) {
      this.logger.warn({ msg: 'database out of reach', error: errorMessage(exception) });
      return throwError(() => ({
        code: ErrorCode.Unavailable,
        message: Messages.serviceUnavailable,
      }));
    }
    this.logger.error(exception instanceof Error ? exception : String(exception));
    return throwError(() => ({ code: ErrorCode.Internal, message: Messages.internal }));
  }
}

/** An error's message for a log line, whatever was thrown. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
