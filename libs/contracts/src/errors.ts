import { isMessageCode, type MessageCode, type MessageParams } from './messages';

/** Error codes that cross NATS; the gateway maps each to one HTTP status. */
export const ErrorCode = {
  BadRequest: 'BAD_REQUEST',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  RateLimited: 'RATE_LIMITED',
  Unavailable: 'UNAVAILABLE',
  Internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** What a service replies with when a request fails: `RpcException(serviceError)`. */
export interface ServiceError {
  code: ErrorCode;
  /** The English text of `messageCode`, for logs and API clients. */
  message: string;
  messageCode: MessageCode;
  messageParams?: MessageParams;
  /** With RATE_LIMITED: when to try again (the gateway's Retry-After). */
  retryAfterSeconds?: number;
}

export function assertUnreachable(value: never): never {
  throw new Error(`Unhandled case: ${String(value)}`);
}

export function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case ErrorCode.BadRequest:
      return 400;
    case ErrorCode.Unauthenticated:
      return 401;
    case ErrorCode.Forbidden:
      return 403;
    case ErrorCode.NotFound:
      return 404;
    case ErrorCode.Conflict:
      return 409;
    case ErrorCode.PayloadTooLarge:
      return 413;
    case ErrorCode.UnsupportedMediaType:
      return 415;
    case ErrorCode.RateLimited:
      return 429;
    case ErrorCode.Unavailable:
      return 503;
    case ErrorCode.Internal:
      return 500;
    default:
      return assertUnreachable(code);
  }
}

const errorCodes = new Set<string>(Object.values(ErrorCode));

export function isServiceError(value: unknown): value is ServiceError {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message, messageCode } = value as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    errorCodes.has(code) &&
    typeof message === 'string' &&
    isMessageCode(messageCode)
  );
}
