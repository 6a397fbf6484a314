import { type Caller } from '@dating/contracts';

/** Who did a write and through which subject: from the verified caller, never from a body. */
export interface Audit {
  user: string;
  process: string;
}

export function auditOf(caller: Caller, subject: string): Audit {
  return { user: caller.username, process: subject };
}
