import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { ErasedMemberEntity } from './erased-member.entity';

/** One member's erasure lock: taken alone by the erasure, shared by writes of their rows. */
const lockSql = (mode: 'alone' | 'shared') =>
  `SELECT pg_advisory_xact_lock${mode === 'shared' ? '_shared' : ''}(hashtext('billing.erasure'), $1)`;

/** ERASED_MEMBER rows (the tombstones), and the lock that orders erasures and new rows. */
@Injectable()
export class ErasedMembersRepository {
  private readonly tombstones: Repository<ErasedMemberEntity>;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.tombstones = dataSource.getRepository(ErasedMemberEntity);
  }

  /**
   * Takes the member's lock for the erasure's transaction: a replica erasing them at the same
   * moment waits until this one commits, then finds the tombstone. Answers whether they were
   * erased already.
   */
  async lockForErasure(manager: EntityManager, userId: number): Promise<boolean> {
    await manager.query(lockSql('alone'), [userId]);
    return manager.existsBy(ErasedMemberEntity, { userId });
  }

  /**
   * Keeps the member from being erased until the caller's transaction ends, so a row written
   * for them meanwhile is either seen by the erasure or refused here. Answers whether they were
   * erased already: then the caller writes nothing for them.
   */
  async hold(manager: EntityManager, userId: number): Promise<boolean> {
    await manager.query(lockSql('shared'), [userId]);
    return manager.existsBy(ErasedMemberEntity, { userId });
  }

  async tombstone(manager: EntityManager, userId: number, at: Date): Promise<void> {
    await manager.insert(ErasedMemberEntity, { userId, erasedAt: at });
  }

  isErased(userId: number): Promise<boolean> {
    return this.tombstones.existsBy({ userId });
  }
}
