import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import { UserLogin } from './user-login.entity';

const uniqueViolation = '23505';

export type NewUserLogin = Pick<
  UserLogin,
  'email' | 'username' | 'passwordHash' | 'role' | 'activeFlag' | 'createUser' | 'createProcess'
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

  /** Inserts, or names the unique key a concurrent insert already took. */
  async insert(user: NewUserLogin): Promise<InsertResult> {
    try {
      return { created: await this.users.save(this.users.create(user)) };
    } catch (error) {
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code !== uniqueViolation) throw error;
      return { duplicate: constraint === 'user_login_email_key' ? 'email' : 'username' };
    }
  }

  async setPassword(
    userId: number,
    passwordHash: string,
    updatedBy: string,
    process: string,
  ): Promise<void> {
    await this.users.update(
      { userId },
      { passwordHash, updateUser: updatedBy, updateProcess: process, updateDatetime: new Date() },
    );
  }
}
