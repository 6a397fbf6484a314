import { Inject, Injectable } from '@nestjs/common';
import {
  DataSource,
  IsNull,
  LessThanOrEqual,
  Or,
  type EntityManager,
  type Repository,
} from 'typeorm';
import { UserLogin } from '../accounts/user-login.entity';
import { EmailChangeMail } from './email-change-mail.entity';
import { changeMailRules, changeMailWait, type ChangeMailWait } from './email-rules';

const uniqueViolation = '23505';

export interface IssuedToken {
  tokenHash: string;
  expiresAt: Date;
  at: Date;
}

export type Confirmation = 'confirmed' | 'unusable' | 'address-taken';

/**
 * The confirmation columns of user_login: the open link, the pending address, the confirming.
 * Its changes run in the caller's transaction, which also holds the mail they cause.
 */
@Injectable()
export class EmailConfirmations {
  private readonly users: Repository<UserLogin>;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.users = dataSource.getRepository(UserLogin);
  }

  findByTokenHash(tokenHash: string): Promise<UserLogin | null> {
    return this.users.findOneBy({ emailTokenHash: tokenHash });
  }

  /**
   * A fresh link for the same address, unless one was issued after `lastAllowedSentAt` (false):
   * checking and replacing are one statement, so parallel requests cannot both pass.
   */
  async reissue(
    manager: EntityManager,
    userId: number,
    token: IssuedToken,
    lastAllowedSentAt: Date,
  ): Promise<boolean> {
    const result = await manager.getRepository(UserLogin).update(
      { userId, emailTokenSentAt: Or(IsNull(), LessThanOrEqual(lastAllowedSentAt)) },
      {
        emailTokenHash: token.tokenHash,
        emailTokenExpiresAt: token.expiresAt,
        emailTokenSentAt: token.at,
      },
    );
    return result.affected === 1;
  }

  /**
   * A link for a new address (a change, or the pending one's link sent again): the address
   * waits for it and the previous link stops matching. Unless the account's change mails of the
   * last day say wait: then nothing changes. Counted and recorded under a lock on the account's
   * row, held until the transaction ends, so parallel requests cannot both pass.
   */
  async requestChange(
    manager: EntityManager,
    userId: number,
    pendingEmail: string,
    token: IssuedToken,
  ): Promise<ChangeMailWait> {
    const users = manager.getRepository(UserLogin);
    const mails = manager.getRepository(EmailChangeMail);
    await users
      .createQueryBuilder('u')
      .setLock('pessimistic_write')
      .where('u.user_id = :userId', { userId })
      .getOne();
    const dayAgo = new Date(token.at.getTime() - changeMailRules.dayMs);
    await mails.delete({ userId, sentAt: LessThanOrEqual(dayAgo) });
    const sent = await mails.findBy({ userId });
    const wait = changeMailWait(
      sent.map((mail) => mail.sentAt),
      token.at,
    );
    if (wait) return wait;
    await mails.insert({ userId, sentAt: token.at });
    await users.update(
      { userId },
      {
        pendingEmail,
        emailTokenHash: token.tokenHash,
        emailTokenExpiresAt: token.expiresAt,
        emailTokenSentAt: token.at,
      },
    );
    return null;
  }

  /**
   * Uses the link once: a pending address becomes the login address; either way, confirmed.
   * 'unusable' when the link was used or ran out meanwhile; 'address-taken' when another
   * account holds the pending address by now (the transaction can then only be rolled back).
   */
  async confirm(
    manager: EntityManager,
    userId: number,
    tokenHash: string,
    at: Date,
  ): Promise<Confirmation> {
    try {
      const result = await manager
        .createQueryBuilder()
        .update(UserLogin)
        .set({
          email: () => 'coalesce(pending_email, email)',
          emailConfirmedAt: at,
          pendingEmail: null,
          emailTokenHash: null,
          emailTokenExpiresAt: null,
          updateDatetime: at,
          updateProcess: 'confirm-email',
        })
        .where('user_id = :userId AND email_token_hash = :tokenHash', { userId, tokenHash })
        .andWhere('email_token_expires_at > :at', { at })
        .execute();
      return result.affected === 1 ? 'confirmed' : 'unusable';
    } catch (error) {
      if ((error as { code?: string }).code === uniqueViolation) return 'address-taken';
      throw error;
    }
  }

  /** Whether another account logs in with this address (compared without case). */
  async takenByOther(email: string, userId: number): Promise<boolean> {
    const count = await this.users
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email })
      .andWhere('u.user_id <> :userId', { userId })
      .getCount();
    return count > 0;
  }
}
