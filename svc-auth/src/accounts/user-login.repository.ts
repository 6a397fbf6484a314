import { Inject, Injectable } from '@nestjs/common';
import { DataSource, IsNull, type EntityManager, type Repository } from 'typeorm';
import { type Language } from '@dating/contracts';
import { UserLogin } from './user-login.entity';

const uniqueViolation = '23505';

export type NewUserLogin = Pick<
  UserLogin,
  'email' | 'username' | 'passwordHash' | 'role' | 'activeFlag' | 'createUser' | 'createProcess'
> &
  Partial<
    Pick<
      UserLogin,
      'lang' | 'emailConfirmedAt' | 'emailTokenHash' | 'emailTokenExpiresAt' | 'emailTokenSentAt'
    >
  >;

export type InsertResult = { created: UserLogin } | { duplicate: 'username' | 'email' };

/** The user_login table; usernames and emails compare case-insensitively. */
@Injectable()
export class UserLoginRepository {
  private readonly users: Repository<UserLogin>;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.users = dataSource.getRepository(UserLogin);
  }

  findByUsername(username: string): Promise<UserLogin | null> {
    return this.users
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username })
      .getOne();
  }

  findByEmail(email: string): Promise<UserLogin | null> {
    return this.users
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email })
      .getOne();
  }

  findById(userId: number): Promise<UserLogin | null> {
    return this.users.findOneBy({ userId });
  }

  /** One query over the primary key; ids with no account are simply absent. */
  findByIds(userIds: readonly number[]): Promise<UserLogin[]> {
    return this.users
      .createQueryBuilder('u')
      .where('u.user_id = ANY(:userIds)', { userIds: [...userIds] })
      .orderBy('u.user_id')
      .getMany();
  }

  async findDuplicate(username: string, email: string): Promise<'username' | 'email' | null> {
    const found = await this.users
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username })
      .orWhere('lower(u.email) = lower(:email)', { email })
      .getOne();
    if (!found) return null;
    return found.username.toLowerCase() === username.toLowerCase() ? 'username' : 'email';
  }

  /**
   * Inserts, or names the unique key a concurrent insert already took. Given the transaction of
   * a change it is part of, it inserts under a savepoint, so a taken key leaves that transaction
   * usable.
   */
  async insert(
    user: NewUserLogin,
    manager: EntityManager = this.users.manager,
  ): Promise<InsertResult> {
    try {
      const created = await manager.transaction((savepoint) =>
        savepoint.getRepository(UserLogin).save(this.users.create(user)),
      );
      return { created };
    } catch (error) {
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code !== uniqueViolation) throw error;
      return { duplicate: constraint === 'user_login_email_key' ? 'email' : 'username' };
    }
  }

  /** A new password; the sessions signed before `at` end. */
  async setPassword(
    manager: EntityManager,
    userId: number,
    passwordHash: string,
    change: { by: string; process: string; at: Date },
  ): Promise<void> {
    await manager.getRepository(UserLogin).update(
      { userId },
      {
        passwordHash,
        tokensValidAfter: change.at,
        updateUser: change.by,
        updateProcess: change.process,
        updateDatetime: change.at,
      },
    );
  }

  /** Ends every session signed before `at` (logout). */
  async endSessions(manager: EntityManager, userId: number, at: Date): Promise<void> {
    await manager.getRepository(UserLogin).update({ userId }, { tokensValidAfter: at });
  }

  /** The admin's sealed TOTP secret (seeds only). */
  async setTotpSecret(userId: number, sealed: string): Promise<void> {
    await this.users.update({ userId }, { totpSecretSealed: sealed });
  }

  async setLanguage(userId: number, lang: Language): Promise<void> {
    await this.users.update({ userId }, { lang });
  }

  /**
   * Marks the account for deletion at `dueAt` unless a deletion already waits: answers the date
   * that holds and whether it is this request's.
   */
  async requestDeletion(
    manager: EntityManager,
    userId: number,
    dueAt: Date,
  ): Promise<{ dueAt: Date; requestedNow: boolean } | null> {
    const users = manager.getRepository(UserLogin);
    const marked = await users.update(
      { userId, deletionDueAt: IsNull() },
      { deletionDueAt: dueAt },
    );
    if (marked.affected === 1) return { dueAt, requestedNow: true };
    const waiting = await users.findOneBy({ userId });
    return waiting?.deletionDueAt ? { dueAt: waiting.deletionDueAt, requestedNow: false } : null;
  }

  /** The member keeps the account: no deletion waits (already none: nothing changes). */
  async cancelDeletion(userId: number): Promise<void> {
    await this.users.update({ userId }, { deletionDueAt: null });
  }
}
