import { Inject, Injectable } from '@nestjs/common';
import {
  type MailKind,
  type MailRecipientsInput,
  type MailRecipientsResult,
  type MailSettings,
  type MailSettingsResult,
  type MailUnsubscribeResult,
  MessageCode,
  said,
} from '@dating/contracts';
import { badRequest, notFound, CLOCK, type Clock } from '@dating/server';
import { AUTH_CONFIG } from '../auth-config';
import { type AuthConfig } from '../config';
import { MailPreferences } from './mail-preferences.repository';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

const settingsResult = (result: MailSettings): MailSettingsResult => ({ status: 'OK', result });

/** Which kinds of e-mail members get, and the signed links that turn one off without a login. */
@Injectable()
export class MailSettingsService {
  constructor(
    private readonly preferences: MailPreferences,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async get(userId: number): Promise<MailSettingsResult> {
    return settingsResult(await this.preferences.settings(userId));
  }

  async update(userId: number, changes: Partial<MailSettings>): Promise<MailSettingsResult> {
    const settings = await this.preferences.change(userId, changes, this.clock.now());
    if (!settings) throw notFound(MessageCode.userNotFound);
    return settingsResult(settings);
  }

  /**
   * Any token not signed here, or of an account no longer there, gets the same answer, so the
   * answer tells nothing of who has an account. A second click turns off what is already off.
   */
  async unsubscribe(token: string): Promise<MailUnsubscribeResult> {
    const claim = readUnsubscribeToken(this.config.MAIL_LINK_SECRET, token);
    const changed =
      claim &&
      (await this.preferences.change(claim.userId, { [claim.kind]: false }, this.clock.now()));
    if (!claim || !changed) throw badRequest(MessageCode.unsubscribeLinkInvalid);
    return { status: 'OK', ...said(MessageCode.unsubscribed), kind: claim.kind };
  }

  /** A service mail goes to every active member and has no unsubscribe link. */
  async recipients({ user_ids, kind }: MailRecipientsInput): Promise<MailRecipientsResult> {
    const rows = await this.preferences.recipients(user_ids, kind);
    return {
      recipients: rows.map((row) => ({
        ...row,
        unsubscribe_token: kind === 'service' ? null : this.token(row.user_id, kind),
      })),
    };
  }

  private token(userId: number, kind: MailKind): string {
    return unsubscribeToken(this.config.MAIL_LINK_SECRET, { userId, kind });
  }
}
