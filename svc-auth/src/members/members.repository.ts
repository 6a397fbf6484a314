import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { UserLogin } from '../accounts/user-login.entity';

export const membersPageSize = 20;

export interface MemberRow {
  user_id: number;
  username: string;
  email: string;
  active_flag: 'Y' | 'N';
  create_datetime: Date;
  last_login_at: Date | null;
}

/** Deactivation, last logins and the admin's member search over user_login. */
@Injectable()
export class MembersRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Username or e-mail containing the text, the exact id, or one of `alsoIds` (profile names). */
  async search(
    text: string,
    alsoIds: readonly number[],
    page: number,
  ): Promise<{ rows: MemberRow[]; total: number }> {
    const exactId = /^\d{1,9}$/.test(text) ? Number(text) : null;
    const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    const where = `lower(username) LIKE $1 OR lower(email) LIKE $1 OR user_id = $2 OR user_id = ANY($3)`;
    const params = [pattern, exactId, [...alsoIds]];
    const rows = await this.dataSource.query<MemberRow[]>(
      `SELECT user_id, username, email, active_flag, create_datetime, last_login_at
         FROM user_login WHERE ${where}
        ORDER BY user_id LIMIT ${membersPageSize} OFFSET $4`,
      [...params, (page - 1) * membersPageSize],
    );
    const [{ total }] = await this.dataSource.query<[{ total: number }]>(
      `SELECT count(*)::int AS total FROM user_login WHERE ${where}`,
      params,
    );
    return { rows, total };
  }

  /** Deactivates; every token signed before `at` is refused from now on. */
  async deactivate(
    manager: EntityManager,
    userId: number,
    reason: string,
    by: string,
    at: Date,
  ): Promise<void> {
    await manager.getRepository(UserLogin).update(
      { userId },
      {
        activeFlag: 'N',
        deactivationReason: reason,
        deactivatedAt: at,
        tokensValidAfter: at,
        updateUser: by,
        updateDatetime: at,
        updateProcess: 'member-deactivate',
      },
    );
  }

  async reactivate(manager: EntityManager, userId: number, by: string, at: Date): Promise<void> {
    await manager.getRepository(UserLogin).update(
      { userId },
      {
        activeFlag: 'Y',
        deactivationReason: null,
        deactivatedAt: null,
        updateUser: by,
        updateDatetime: at,
        updateProcess: 'member-reactivate',
      },
    );
  }

  async recordLogin(userId: number, at: Date): Promise<void> {
    await this.dataSource.getRepository(UserLogin).update({ userId }, { lastLoginAt: at });
  }
}
