/** Every answer of the public API carries `status` and, usually, a `message` (SPEC.md §7). */
export type ApiStatus = 'OK' | 'FAILED';

export interface Envelope {
  status: ApiStatus;
  message?: string;
}

export interface FailedEnvelope extends Envelope {
  status: 'FAILED';
  message: string;
}

export function failed(message: string): FailedEnvelope {
  return { status: 'FAILED', message };
}

export function ok<T extends object>(message: string, extra?: T): Envelope & T {
  return { status: 'OK', message, ...(extra as T) };
}
