import { HttpException } from '@nestjs/common';
import {
  ErrorCode,
  failed,
  httpStatusOf,
  type FailedEnvelope,
  MessageCode,
} from '@dating/contracts';
import { serviceErrorOf } from '@dating/server';

export interface ErrorResponse {
  status: number;
  body: FailedEnvelope;
  headers?: Record<string, string>;
}

const clientErrorMessages: Record<number, MessageCode> = {
  400: MessageCode.requestUnreadable,
  404: MessageCode.notFound,
  405: MessageCode.notFound,
  // Only an upload that fell behind its progress rule is answered 408.
  408: MessageCode.imageTimedOut,
  413: MessageCode.payloadTooLarge,
  415: MessageCode.unsupportedContentType,
  429: MessageCode.tooManyRequests,
};

/**
 * The one mapping from anything thrown to an honest status and the `{status:'FAILED',
 * message, code}` envelope. Unknown failures are 500 with a generic message; details go to the log.
 */
export function errorResponse(error: unknown): ErrorResponse {
  const serviceError = serviceErrorOf(error);
  if (serviceError) {
    const { retryAfterSeconds } = serviceError;
    return {
      status: httpStatusOf(serviceError.code),
      body: failed(serviceError.messageCode, serviceError.messageParams),
      ...(retryAfterSeconds === undefined
        ? {}
        : { headers: { 'retry-after': String(retryAfterSeconds) } }),
    };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    return { status, body: failed(clientErrorMessages[status] ?? MessageCode.requestUnreadable) };
  }
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return {
      status: statusCode,
      body: failed(clientErrorMessages[statusCode] ?? MessageCode.requestUnreadable),
    };
  }
  return { status: httpStatusOf(ErrorCode.Internal), body: failed(MessageCode.internal) };
}
