import { Inject, Injectable } from '@nestjs/common';
import {
  Role,
  type Caller,
  type CreateUserLoginInput,
  type CreateUserLoginResult,
  type Language,
  type RegisterInput,
  type RegisterResult,
  type UserByUsernameResult,
  type UsersByIdsInput,
  type UsersByIdsResult,
  MessageCode,
  said,
} from '@dating/contracts';
import { badRequest, conflict, notFound, Outbox, CLOCK, type Clock } from '@dating/server';
import { ConsentService } from '../consent/consent.service';
import { EmailService } from '../email/email.service';
import { alreadyRegisteredMail } from '../mail/auth-mails';
import { hashPassword } from './password';
import { passwordProblem } from './password-policy';
import { type UserLogin } from './user-login.entity';
import { UserLoginRepository } from './user-login.repository';

const duplicateMessage = {
  username: MessageCode.usernameTaken,
  email: MessageCode.emailTaken,
} as const;

@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UserLoginRepository,
    private readonly email: EmailService,
    private readonly consent: ConsentService,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * POST /api/create-user-login. A taken username is said; an e-mail that already has an
   * account gets the answer a fresh one gets, nothing is written, and its owner is mailed.
   * A new account gets its confirmation link by e-mail, and its acceptance of the current Terms
   * and Privacy Policy (nothing else is accepted) is stored with it.
   */
  async register(input: RegisterInput, lang: Language): Promise<RegisterResult> {
    this.consent.assertRegistrationAccepts(input);
    this.assertPasswordPolicy(input);
    if (await this.users.findByUsername(input.username)) throw conflict(MessageCode.usernameTaken);
    const registered: RegisterResult = { status: 'OK', ...said(MessageCode.accountCreated) };
    const passwordHash = await hashPassword(input.password);
    const owner = await this.users.findByEmail(input.email);
    if (owner) {
      await this.tellOwner(owner, lang);
      return registered;
    }
    const { token, issued } = this.email.newLink();
    const result = await this.outbox.transaction(async (manager) => {
      const inserted = await this.users.insert(
        {
          ...this.newMember(input, passwordHash, null),
          lang,
          emailTokenHash: issued.tokenHash,
          emailTokenExpiresAt: issued.expiresAt,
          emailTokenSentAt: issued.at,
        },
        manager,
      );
      if ('created' in inserted) {
        await this.consent.acceptCurrent(manager, inserted.created.userId);
        await this.email.mailLink(manager, inserted.created, inserted.created.email, token, false);
      }
      return inserted;
    });
    if ('duplicate' in result) {
      // A registration running at the same time took the username or the e-mail.
      if (result.duplicate === 'username') throw conflict(MessageCode.usernameTaken);
      await this.tellOwner(await this.users.findByEmail(input.email), lang);
    }
    return registered;
  }

  /**
   * auth.user.create (NATS only: seeds and tests): says which key is taken, answers the id. Its
   * addresses are not mailed, so they count as confirmed, and the seed accepts the current Terms
   * and Privacy Policy for them.
   */
  async createUserLogin(
    input: CreateUserLoginInput,
    caller: Caller | null,
  ): Promise<CreateUserLoginResult> {
    this.assertPasswordPolicy(input);
    const duplicate = await this.users.findDuplicate(input.username, input.email);
    if (duplicate) throw conflict(duplicateMessage[duplicate]);
    const passwordHash = await hashPassword(input.password);
    const result = await this.outbox.transaction(async (manager) => {
      const inserted = await this.users.insert(
        { ...this.newMember(input, passwordHash, caller), emailConfirmedAt: this.clock.now() },
        manager,
      );
      if ('created' in inserted) await this.consent.acceptCurrent(manager, inserted.created.userId);
      return inserted;
    });
    if ('duplicate' in result) throw conflict(duplicateMessage[result.duplicate]);
    return { status: 'OK', ...said(MessageCode.accountCreated), user_id: result.created.userId };
  }

  async userByUsername(username: string): Promise<UserByUsernameResult> {
    const user = await this.users.findByUsername(username);
    if (!user || user.activeFlag !== 'Y') throw notFound(MessageCode.userNotFound);
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

  /**
   * One short transaction, as a fresh account's link is, so the answer's timing does not tell
   * the two apart; the mail leaves after the answer.
   */
  private async tellOwner(owner: UserLogin | null, requestLang: Language): Promise<void> {
    if (!owner) return;
    const letter = alreadyRegisteredMail.letter(
      { address: owner.email, lang: owner.lang ?? requestLang },
      { username: owner.username },
    );
    await this.outbox.transaction((manager) => this.outbox.mail(manager, letter));
  }
}
