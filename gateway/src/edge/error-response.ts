import { HttpException } from '@nestjs/common';
import { ErrorCode, failed, httpStatusOf, Messages, type FailedEnvelope } from '@dating/contracts';
import { serviceErrorOf } from '@dating/server';

export interface ErrorResponse {
  status: number;
  body: FailedEnvelope;
  headers?: Record<string, string>;
}

const clientErrorMessages: Record<number, string> = {
  400: Messages.requestUnreadable,
  404: Messages.notFound,
  405: Messages.notFound,
  413: Messages.payloadTooLarge,
  415: Messages.unsupportedContentType,
  429: Messages.tooManyRequests,
};

/**
 * The one mapping from anything thrown to an honest status and the `{status:'FAILED',
 * message}` envelope. Unknown failures are 500 with a generic message; details go to the log.
 */
export function errorResponse(error: unknown): ErrorResponse {
  const serviceError = serviceErrorOf(error);
  if (serviceError) {
    const { retryAfterSeconds } = serviceError;
    return {
      status: httpStatusOf(serviceError.code),
      body: failed(serviceError.message),
      ...(retryAfterSeconds === undefined
        ? {}
        : { headers: { 'retry-after': String(retryAfterSeconds) } }),
    };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    return { status, body: failed(clientErrorMessages[status] ?? error.message) };
  }
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return {
      status: statusCode,
      body: failed(clientErrorMessages[statusCode] ?? Messages.requestUnreadable),
    };
  }
  return { status: httpStatusOf(ErrorCode.Internal), body: failed(Messages.internal) };
}
