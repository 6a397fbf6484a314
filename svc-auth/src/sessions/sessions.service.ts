import { Inject, Injectable } from '@nestjs/common';
import {
  Messages,
  type AuthenResult,
  type Caller,
  type LoginInput,
  type LoginResult,
  type PublicKeySet,
  type SessionCheckInput,
  type SessionCheckResult,
} from '@dating/contracts';
import { forbidden, unauthenticated, CLOCK, type Clock } from '@dating/server';
import { UserLoginRepository } from '../accounts/user-login.repository';
import { verifyPassword } from '../accounts/password';
import { AUTH_CONFIG } from '../auth-config';
import { type AuthConfig } from '../config';
import { issuedAfter, sessionIssuedAt, signSessionToken } from './session-token';
import { SigningKeys } from './signing-keys';

@Injectable()
export class SessionsService {
  constructor(
    private readonly users: UserLoginRepository,
    private readonly signingKeys: SigningKeys,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async login(input: LoginInput): Promise<LoginResult> {
    const user = await this.users.findByUsername(input.username);
    if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
      throw unauthenticated(Messages.invalidCredentials);
    }
    if (user.activeFlag !== 'Y') throw forbidden(Messages.accountDeactivated);
    const token = await signSessionToken(
      await this.signingKeys.activeKey(),
      { userId: user.userId, username: user.username, role: user.role },
      this.config.TOKEN_TTL_SECONDS,
      sessionIssuedAt(this.clock.now(), user.tokensValidAfter),
    );
    return {
      status: 'OK',
      message: Messages.loginSuccessful,
      token,
      user_id: user.userId,
      role: user.role,
    };
  }

  /** POST /api/authen: the gateway has verified the token; answer whose it is. */
  authen(caller: Caller): AuthenResult {
    return {
      status: 'OK',
      decoded: { username: caller.username, user_id: caller.userId, role: caller.role },
    };
  }

  /** Asked by the gateway: is a verified token still good (user active, not reset since)? */
  async check(input: SessionCheckInput): Promise<SessionCheckResult> {
    const user = await this.users.findById(input.userId);
    return {
      valid:
        !!user && user.activeFlag === 'Y' && issuedAfter(input.issuedAt, user.tokensValidAfter),
    };
  }

  publicKeys(): Promise<PublicKeySet> {
    return this.signingKeys.publicKeySet();
  }
}
