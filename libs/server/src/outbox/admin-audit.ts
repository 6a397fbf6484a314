import { Injectable } from '@nestjs/common';
import { adminActionEvent, type AdminAction, type Caller } from '@dating/contracts';
import { randomUUID } from 'node:crypto';
import { type EntityManager } from 'typeorm';
import { Outbox } from './outbox';

export interface AdminAuditEntry {
  action: AdminAction;
  targetUserId?: number | null;
  /** What was acted on besides the member, e.g. `purchase:12` or `photo:abc`. */
  object?: string | null;
  reason?: string | null;
}

/**
 * Records an administrator's action in svc-auth's append-only audit log, through an event
 * written in the action's own transaction: an action stands with its record, or neither does.
 */
@Injectable()
export class AdminAudit {
  constructor(private readonly outbox: Outbox) {}

  record(manager: EntityManager, caller: Caller, entry: AdminAuditEntry): Promise<void> {
    return this.outbox.event(manager, adminActionEvent, {
      id: randomUUID(),
      actor_user_id: caller.userId,
      action: entry.action,
      target_user_id: entry.targetUserId ?? null,
      object: entry.object ?? null,
      reason: entry.reason ?? null,
      at: new Date().toISOString(),
    });
  }
}
