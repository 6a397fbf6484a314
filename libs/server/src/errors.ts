import { Catch, type RpcExceptionFilter, Logger } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import {
  englishText,
  ErrorCode,
  isServiceError,
  MessageCode,
  type MessageParams,
  type ServiceError,
} from '@dating/contracts';
import { throwError, type Observable } from 'rxjs';
import { isConnectionLostError, isInvalidDataError } from './database-errors';

/** What a refusal says: a message code, with values for its places. */
export interface Refusal {
  messageCode: MessageCode;
  messageParams?: MessageParams;
  /** With RATE_LIMITED: when to try again (the gateway's Retry-After). */
  retryAfterSeconds?: number;
}

/** The ServiceError of a refusal, its English text written out. */
export function serviceError(code: ErrorCode, refusal: Refusal): ServiceError {
  const { messageCode, messageParams, retryAfterSeconds } = refusal;
  return {
    code,
    message: englishText(messageCode, messageParams),
    messageCode,
    ...(messageParams && { messageParams }),
    ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
  };
}

/** Throw from a handler or a service: reaches the caller as a `ServiceError`. */
export class ServiceException extends RpcException {
  constructor(
    code: ErrorCode,
    messageCode: MessageCode,
    retryAfterSeconds?: number,
    messageParams?: MessageParams,
  ) {
    super(serviceError(code, { messageCode, messageParams, retryAfterSeconds }));
  }
}

/** The ServiceError a failed request carries, or null for anything else. */
export function serviceErrorOf(error: unknown): ServiceError | null {
  if (!(error instanceof RpcException)) return null;
  const carried = error.getError();
  return isServiceError(carried) ? carried : null;
}

export const badRequest = (message: MessageCode, messageParams?: MessageParams) =>
  new ServiceException(ErrorCode.BadRequest, message, undefined, messageParams);
export const unauthenticated = (message: MessageCode) =>
  new ServiceException(ErrorCode.Unauthenticated, message);
export const forbidden = (
  message: MessageCode = MessageCode.forbidden,
  messageParams?: MessageParams,
) => new ServiceException(ErrorCode.Forbidden, message, undefined, messageParams);
export const notFound = (message: MessageCode = MessageCode.notFound) =>
  new ServiceException(ErrorCode.NotFound, message);
export const conflict = (message: MessageCode) => new ServiceException(ErrorCode.Conflict, message);
export const rateLimited = (message: MessageCode, retryAfterSeconds?: number) =>
  new ServiceException(ErrorCode.RateLimited, message, retryAfterSeconds);
export const unavailable = (message: MessageCode = MessageCode.serviceUnavailable) =>
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
      return throwError(() =>
        serviceError(ErrorCode.BadRequest, { messageCode: MessageCode.invalidData }),
      );
    }
    if (isConnectionLostError(exception)) {
      this.logger.warn({ msg: 'database out of reach', error: errorMessage(exception) });
      return throwError(() =>
        serviceError(ErrorCode.Unavailable, { messageCode: MessageCode.serviceUnavailable }),
      );
    }
    this.logger.error(exception instanceof Error ? exception : String(exception));
    return throwError(() =>
      serviceError(ErrorCode.Internal, { messageCode: MessageCode.internal }),
    );
  }
}

/** An error's message for a log line, whatever was thrown. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
