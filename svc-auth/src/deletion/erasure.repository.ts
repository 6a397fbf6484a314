import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  deletionsPageSize,
  type ErasingService,
  type EventPayload,
  memberErasedEvent,
} from '@dating/contracts';

/** An account whose deletion day came, as the erasure takes it. */
export interface DueAccount {
  user_id: number;
  username: string;
  email: string;
  pending_email: string | null;
  deletion_due_at: Date;
}

export interface DeletionRecord {
  user_id: number;
  pseudonym: string;
  due_at: Date;
  deleted_at: Date;
}

export interface ErasureStepRecord {
  user_id: number;
  service: string;
  erased_at: Date;
  erased: Record<string, number>;
  pseudonymised: Record<string, number>;
}

export interface WaitingDeletion {
  user_id: number;
  username: string;
  deletion_due_at: Date;
}

/** What svc-auth erases of a deleted account, and the record of each deletion. */
@Injectable()
export class ErasureRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * One account whose day came, locked for this transaction; replicas pass over each other's
   * (SKIP LOCKED). Administrators' accounts are never deleted.
   */
  async claimDue(manager: EntityManager, now: Date): Promise<DueAccount | null> {
    const [due] = await manager.query<DueAccount[]>(
      `SELECT user_id, username, email, pending_email, deletion_due_at FROM user_login
        WHERE deletion_due_at <= $1 AND role <> 'A'
        ORDER BY deletion_due_at, user_id
        LIMIT 1
        FOR UPDATE SKIP LOCKED`,
      [now],
    );
    return due ?? null;
  }

  /** The deletion's own record, kept after the account is gone. */
  async recordDeletion(manager: EntityManager, record: DeletionRecord): Promise<void> {
    await manager.query(
      'INSERT INTO account_deletion (user_id, pseudonym, due_at, deleted_at) VALUES ($1, $2, $3, $4)',
      [record.user_id, record.pseudonym, record.due_at, record.deleted_at],
    );
  }

  /**
   * The audit entries about the member name the pseudonym instead, with `scrub` applied to the
   * administrator's words. Answers how many.
   */
  async pseudonymiseAudit(
    manager: EntityManager,
    userId: number,
    pseudonym: string,
    scrub: (text: string) => string,
  ): Promise<number> {
    const entries = await manager.query<{ id: string; reason: string | null }[]>(
      'SELECT id, reason FROM admin_audit WHERE target_user_id = $1 FOR UPDATE',
      [userId],
    );
    for (const entry of entries)
      await manager.query(
        `UPDATE admin_audit SET target_user_id = NULL, target_pseudonym = $2, reason = $3
          WHERE id = $1`,
        [entry.id, pseudonym, entry.reason === null ? null : scrub(entry.reason)],
      );
    return entries.length;
  }

  /**
   * Erases the account and what hangs on it (sessions ended, known devices, the login lock, mail
   * settings, change-of-address mails: ON DELETE CASCADE) and the password resets asked for its
   * addresses. Answers the rows erased per table.
   */
  async eraseAccount(
    manager: EntityManager,
    account: DueAccount,
    addressKeys: readonly string[],
  ): Promise<Record<string, number>> {
    const counted = async (table: string) => {
      const [{ count }] = await manager.query<[{ count: number }]>(
        `SELECT count(*)::int AS count FROM ${table} WHERE user_id = $1`,
        [account.user_id],
      );
      return count;
    };
    const erased: Record<string, number> = {};
    for (const table of [
      'ended_session',
      'known_device',
      'login_throttle',
      'mail_preference',
      'email_change_mail',
      'legal_consent',
    ])
      erased[table] = await counted(table);
    const [, resets] = await manager.query<[unknown, number]>(
      'DELETE FROM password_reset_request WHERE user_id = $1 OR address_key = ANY($2)',
      [account.user_id, addressKeys],
    );
    erased['password_reset_request'] = resets;
    const [, accounts] = await manager.query<[unknown, number]>(
      'DELETE FROM user_login WHERE user_id = $1',
      [account.user_id],
    );
    erased['user_login'] = accounts;
    return erased;
  }

  /** A service's report of its part; a repeated one (a redelivered event) keeps the first. */
  async recordStep(step: EventPayload<typeof memberErasedEvent>): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO account_erasure_step (user_id, service, erased_at, erased, pseudonymised)
       SELECT $1, $2, $3, $4::jsonb, $5::jsonb WHERE EXISTS (SELECT 1 FROM account_deletion WHERE user_id = $1)
       ON CONFLICT (user_id, service) DO NOTHING`,
      [
        step.user_id,
        step.service satisfies ErasingService,
        step.at,
        JSON.stringify(step.erased),
        JSON.stringify(step.pseudonymised),
      ],
    );
  }

  /** svc-auth's own part, in the deletion's transaction. */
  async recordOwnStep(manager: EntityManager, step: ErasureStepRecord): Promise<void> {
    await manager.query(
      `INSERT INTO account_erasure_step (user_id, service, erased_at, erased, pseudonymised)
       VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)`,
      [
        step.user_id,
        step.service,
        step.erased_at,
        JSON.stringify(step.erased),
        JSON.stringify(step.pseudonymised),
      ],
    );
  }

  /** The pseudonym of a deleted member, or null for an account that was never deleted. */
  async pseudonymOf(userId: number): Promise<string | null> {
    const [deleted] = await this.dataSource.query<{ pseudonym: string }[]>(
      'SELECT pseudonym FROM account_deletion WHERE user_id = $1',
      [userId],
    );
    return deleted?.pseudonym ?? null;
  }

  /** Accounts waiting for their day, soonest first. */
  waiting(): Promise<WaitingDeletion[]> {
    return this.dataSource.query<WaitingDeletion[]>(
      `SELECT user_id, username, deletion_due_at FROM user_login
        WHERE deletion_due_at IS NOT NULL ORDER BY deletion_due_at, user_id LIMIT 200`,
    );
  }

  /** One page of deletions done, newest first, with the steps reported so far. */
  async deleted(page: number): Promise<{ deletion: DeletionRecord; steps: ErasureStepRecord[] }[]> {
    const deletions = await this.dataSource.query<DeletionRecord[]>(
      `SELECT user_id, pseudonym, due_at, deleted_at FROM account_deletion
        ORDER BY deleted_at DESC, user_id DESC LIMIT ${deletionsPageSize} OFFSET $1`,
      [(page - 1) * deletionsPageSize],
    );
    const steps = await this.dataSource.query<ErasureStepRecord[]>(
      `SELECT user_id, service, erased_at, erased, pseudonymised FROM account_erasure_step
        WHERE user_id = ANY($1)`,
      [deletions.map((deletion) => deletion.user_id)],
    );
    return deletions.map((deletion) => ({
      deletion,
      steps: steps.filter((step) => step.user_id === deletion.user_id),
    }));
  }
}
