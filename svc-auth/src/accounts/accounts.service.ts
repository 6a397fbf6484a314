import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  Messages,
  Role,
  type Caller,
  type CreateUserLoginInput,
  type CreateUserLoginResult,
  type Language,
  type RegisterResult,
  type UserByUsernameResult,
  type UsersByIdsInput,
  type UsersByIdsResult,
} from '@dating/contracts';
import { badRequest, conflict, Mailer, notFound, CLOCK, type Clock } from '@dating/server';
import { AUTH_CONFIG } from '../auth-config';
import { type AuthConfig } from '../config';
import { EmailService } from '../email/email.service';
import { alreadyRegisteredMail } from '../mail/notices';
import { hashPassword } from './password';
import { passwordProblem } from './password-policy';
import { type UserLogin } from './user-login.entity';
import { UserLoginRepository } from './user-login.repository';

const duplicateMessage = { username: Messages.usernameTaken, email: Messages.emailTaken } as const;

@Injectable()
export class AccountsService {
  private readonly logger = new Logger(AccountsService.name);

  constructor(
    private readonly users: UserLoginRepository,
    private readonly mailer: Mailer,
    private readonly email: EmailService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /**
   * POST /api/create-user-login. A taken username is said; an e-mail that already has an
   * account gets the answer a fresh one gets, nothing is written, and its owner is mailed.
   * A new account gets its confirmation link by e-mail.
   */
  async register(input: CreateUserLoginInput, lang: Language): Promise<RegisterResult> {
    this.assertPasswordPolicy(input);
    if (await this.users.findByUsername(input.username)) throw conflict(Messages.usernameTaken);
    const registered: RegisterResult = { status: 'OK', message: Messages.accountCreated };
    const passwordHash = await hashPassword(input.password);
    const owner = await this.users.findByEmail(input.email);
    if (owner) {
      this.tellOwner(owner, lang);
      return registered;
    }
    const { token, issued } = this.email.newLink();
    const result = await this.users.insert({
      ...this.newMember(input, passwordHash, null),
      lang,
      emailTokenHash: issued.tokenHash,
      emailTokenExpiresAt: issued.expiresAt,
      emailTokenSentAt: issued.at,
    });
    if ('created' in result)
      this.email.mailLink(result.created, result.created.email, token, false);
    else {
      // A registration running at the same time took the username or the e-mail.
      if (result.duplicate === 'username') throw conflict(Messages.usernameTaken);
      this.tellOwner(await this.users.findByEmail(input.email), lang);
    }
    return registered;
  }

  /**
   * auth.user.create (NATS only: seeds and tests): says which key is taken, answers the id. Its
   * addresses are not mailed, so they count as confirmed.
   */
  async createUserLogin(
    input: CreateUserLoginInput,
    caller: Caller | null,
  ): Promise<CreateUserLoginResult> {
    this.assertPasswordPolicy(input);
    const duplicate = await this.users.findDuplicate(input.username, input.email);
    if (duplicate) throw conflict(duplicateMessage[duplicate]);
    const result = await this.users.insert({
      ...this.newMember(input, await hashPassword(input.password), caller),
      emailConfirmedAt: this.clock.now(),
    });
    if ('duplicate' in result) throw conflict(duplicateMessage[result.duplicate]);
    return { status: 'OK', message: Messages.accountCreated, user_id: result.created.userId };
  }

  async userByUsername(username: string): Promise<UserByUsernameResult> {
    const user = await this.users.findByUsername(username);
    if (!user || user.activeFlag !== 'Y') throw notFound(Messages.userNotFound);
    return { status: 'OK', user: [{ user_id: user.userId, username: user.username }] };
  }

  /**
   * auth.users.get: for other services (mail, deactivated members, a reporter's standing); never
   * routed from HTTP. One statement for all the ids.
   */
  async usersByIds(input: UsersByIdsInput): Promise<UsersByIdsResult> {
    const users = await this.users.findByIds(input.user_ids);
    return {
      users: users.map((user) => ({
        user_id: user.userId,
        username: user.username,
        email: user.email,
        active: user.activeFlag === 'Y',
        created_at: user.createDatetime.toISOString(),
        email_confirmed: user.emailConfirmedAt !== null,
      })),
    };
  }

  private assertPasswordPolicy(input: CreateUserLoginInput): void {
    const problem = passwordProblem(input.password, input);
    if (problem) throw badRequest(problem);
  }

  /** Registration: always a member (role U), active; audit fields from the server. */
  private newMember(input: CreateUserLoginInput, passwordHash: string, caller: Caller | null) {
    return {
      email: input.email,
      username: input.username,
      passwordHash,
      role: Role.Member,
      activeFlag: 'Y' as const,
      createUser: caller?.username ?? input.username,
      createProcess: 'create-user-login',
    };
  }

  /** After the answer: its timing must not tell this case from a fresh registration. */
  private tellOwner(owner: UserLogin | null, requestLang: Language): void {
    if (!owner) return;
    const mail = alreadyRegisteredMail(owner.lang ?? requestLang, owner.email, {
      username: owner.username,
      forgotLink: new URL('/login', this.config.PORTAL_URL).toString(),
    });
    this.mailer
      .send(mail)
      .catch((error: unknown) =>
        this.logger.error(
          `The already-registered notice to user ${owner.userId} failed: ${String(error)}`,
        ),
      );
  }
}
