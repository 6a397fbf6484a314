import { said, type MessageCode, type MessageParams, type SaidMessage } from './messages';

/** Every answer of the public API carries `status` and, usually, a message (SPEC.md §7). */
export type ApiStatus = 'OK' | 'FAILED';

export interface Envelope extends Partial<SaidMessage> {
  status: ApiStatus;
}

export interface FailedEnvelope extends SaidMessage {
  status: 'FAILED';
}

export function failed(code: MessageCode, params?: MessageParams): FailedEnvelope {
  return { status: 'FAILED', ...said(code, params) };
}
