import { Inject, Injectable } from '@nestjs/common';
import {
  DataSource,
  IsNull,
  LessThan,
  MoreThan,
  type EntityManager,
  type Repository,
} from 'typeorm';
import { UserLogin } from '../accounts/user-login.entity';
import { LoginThrottleRow } from '../throttle/login-throttle.entity';
import { PasswordResetRequest } from './reset-request.entity';

export type NewResetRequest = Pick<
  PasswordResetRequest,
  'addressKey' | 'userId' | 'lang' | 'tokenHash' | 'requestedAt' | 'expiresAt' | 'sentAt'
>;

export interface CompletedReset {
  requestId: number;
  userId: number;
  passwordHash: string;
  updatedBy: string;
  at: Date;
}

/**
 * The password_reset_request table (and the password it changes). Its changes run in the
 * caller's transaction, which also holds what they tell others.
 */
@Injectable()
export class ResetRequestRepository {
  private readonly requests: Repository<PasswordResetRequest>;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.requests = dataSource.getRepository(PasswordResetRequest);
  }

  /**
   * Records a request unless its address already made `limit` since `windowStart` (then null).
   * Counting and inserting hold a lock on the address until the transaction ends, so parallel
   * requests cannot pass it.
   */
  async record(
    manager: EntityManager,
    request: NewResetRequest,
    limit: number,
    windowStart: Date,
  ): Promise<PasswordResetRequest | null> {
    const requests = manager.getRepository(PasswordResetRequest);
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [request.addressKey]);
    await requests.delete({ userId: IsNull(), requestedAt: LessThan(windowStart) });
    const recent = await requests.countBy({
      addressKey: request.addressKey,
      requestedAt: MoreThan(windowStart),
    });
    if (recent >= limit) return null;
    return requests.save(requests.create({ ...request, usedAt: null }));
  }

  findByTokenHash(tokenHash: string): Promise<PasswordResetRequest | null> {
    return this.requests.findOne({ where: { tokenHash }, relations: { user: true } });
  }

  findById(requestId: number): Promise<PasswordResetRequest | null> {
    return this.requests.findOne({ where: { requestId }, relations: { user: true } });
  }

  /** Members' requests, newest first; one more than `limit` tells whether more follow. */
  page(offset: number, limit: number): Promise<PasswordResetRequest[]> {
    return this.requests
      .createQueryBuilder('r')
      .innerJoinAndSelect('r.user', 'u')
      .orderBy('r.requestedAt', 'DESC')
      .addOrderBy('r.requestId', 'DESC')
      .skip(offset)
      .take(limit + 1)
      .getMany();
  }

  /**
   * A fresh link for an unused request, sent at `sentAt`; the previous token stops matching
   * anything.
   */
  async replaceToken(
    manager: EntityManager,
    requestId: number,
    link: { tokenHash: string; expiresAt: Date; sentAt: Date },
  ): Promise<boolean> {
    const result = await manager
      .getRepository(PasswordResetRequest)
      .update({ requestId, usedAt: IsNull() }, link);
    return result.affected === 1;
  }

  /**
   * Uses the link once (false if it was used or ran out meanwhile), sets the new password, ends
   * the sessions signed before now and the account's other open links, and lifts a login lock
   * (the member proved they own the mailbox).
   */
  async completeReset(manager: EntityManager, reset: CompletedReset): Promise<boolean> {
    const requests = manager.getRepository(PasswordResetRequest);
    const used = await requests.update(
      { requestId: reset.requestId, usedAt: IsNull(), expiresAt: MoreThan(reset.at) },
      { usedAt: reset.at },
    );
    if (used.affected !== 1) return false;
    await manager.getRepository(UserLogin).update(
      { userId: reset.userId },
      {
        passwordHash: reset.passwordHash,
        tokensValidAfter: reset.at,
        updateUser: reset.updatedBy,
        updateProcess: 'edit-password',
        updateDatetime: reset.at,
      },
    );
    await requests.update(
      { userId: reset.userId, usedAt: IsNull(), expiresAt: MoreThan(reset.at) },
      { expiresAt: reset.at },
    );
    await manager.getRepository(LoginThrottleRow).delete({ userId: reset.userId });
    return true;
  }
}
