import { Injectable } from '@nestjs/common';
import {
  Messages,
  Role,
  type Caller,
  type CreateUserLoginInput,
  type CreateUserLoginResult,
  type UserByUsernameResult,
  type UsersByIdsInput,
  type UsersByIdsResult,
} from '@dating/contracts';
import { conflict, notFound } from '@dating/server';
import { hashPassword } from './password';
import { UserLoginRepository } from './user-login.repository';

const duplicateMessage = { username: Messages.usernameTaken, email: Messages.emailTaken } as const;

@Injectable()
export class AccountsService {
  constructor(private readonly users: UserLoginRepository) {}

  /** Registration: always a member (role U), active; audit fields from the server. */
  async createUserLogin(
    input: CreateUserLoginInput,
    caller: Caller | null,
  ): Promise<CreateUserLoginResult> {
    const duplicate = await this.users.findDuplicate(input.username, input.email);
    if (duplicate) throw conflict(duplicateMessage[duplicate]);
    const result = await this.users.insert({
      email: input.email,
      username: input.username,
      passwordHash: await hashPassword(input.password),
      role: Role.Member,
      activeFlag: 'Y',
      createUser: caller?.username ?? input.username,
      createProcess: 'create-user-login',
    });
    if ('duplicate' in result) throw conflict(duplicateMessage[result.duplicate]);
    return { status: 'OK', message: Messages.accountCreated, user_id: result.created.userId };
  }

  async userByUsername(username: string): Promise<UserByUsernameResult> {
    const user = await this.users.findByUsername(username);
    if (!user || user.activeFlag !== 'Y') throw notFound(Messages.userNotFound);
    return { status: 'OK', user: [{ user_id: user.userId, username: user.username }] };
  }

  /** auth.users.get: for other services (mail, deactivated members); never routed from HTTP. */
  async usersByIds(input: UsersByIdsInput): Promise<UsersByIdsResult> {
    const users = await this.users.findByIds(input.user_ids);
    return {
      users: users.map((user) => ({
        user_id: user.userId,
        username: user.username,
        email: user.email,
        active: user.activeFlag === 'Y',
      })),
    };
  }
}
