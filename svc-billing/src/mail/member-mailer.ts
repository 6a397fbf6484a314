import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import {
  authCalls,
  profileCalls,
  unsubscribeUrl,
  type Language,
  type MailRecipient,
} from '@dating/contracts';
import { CallClient, Mailer } from '@dating/server';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { memberMail, type MemberNotice } from './member-mail';

/** One e-mail to a member about their subscription. */
export interface MemberLetter {
  userId: number;
  lang: Language;
  notice: MemberNotice;
}

/** The most ids one lookup takes (auth.mail-recipients.get, profile.member-names.get). */
const lookupBatch = 500;

/**
 * E-mails members about their purchases and memberships. Addresses come from svc-auth, asked
 * for all recipients at once: it leaves out members who are inactive or turned these mails
 * off, and signs each one's unsubscribe link. Whatever it could not send is logged: the change
 * the e-mail tells of is already stored and stays.
 */
@Injectable()
export class MemberMailer implements BeforeApplicationShutdown {
  private readonly logger = new Logger(MemberMailer.name);
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly calls: CallClient,
    private readonly mailer: Mailer,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  /**
   * Sends in the background, so that an answer does not wait for (or fail with) the e-mail; a
   * stopping service still finishes sending.
   */
  sendLater(letters: readonly MemberLetter[]): void {
    const sending: Promise<void> = this.send(letters)
      .then(
        () => undefined,
        (error: unknown) => this.logger.error(`E-mailing members failed: ${String(error)}`),
      )
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.pending);
  }

  /** Sends what it can; answers how many e-mails the mail server accepted. */
  async send(letters: readonly MemberLetter[]): Promise<number> {
    if (letters.length === 0) return 0;
    const userIds = [...new Set(letters.map((letter) => letter.userId))];
    const [recipients, names] = await Promise.all([this.recipients(userIds), this.names(userIds)]);
    if (!recipients) return 0;
    let sent = 0;
    for (const letter of letters) {
      const recipient = recipients.get(letter.userId);
      if (!recipient) {
        this.logger.log(
          `No e-mail for user ${letter.userId}: no active account, or subscription mails turned off`,
        );
        continue;
      }
      try {
        await this.mailer.send(
          memberMail(
            letter.lang,
            recipient.email,
            {
              name: names.get(letter.userId) ?? recipient.username,
              link: `${this.config.PORTAL_URL}/my-package`,
              unsubscribeUrl: unsubscribeUrl(this.config.PORTAL_URL, recipient.unsubscribe_token),
            },
            letter.notice,
          ),
        );
        sent += 1;
      } catch (error) {
        this.logger.error(
          `The ${letter.notice.kind} e-mail to user ${letter.userId} was not sent: ${String(error)}`,
        );
      }
    }
    return sent;
  }

  /** Profile names by id, to greet by; without svc-profile's answer, mails greet by username. */
  private async names(userIds: number[]): Promise<Map<number, string>> {
    const found = new Map<number, string>();
    try {
      for (let at = 0; at < userIds.length; at += lookupBatch) {
        const { members } = await this.calls.call(
          profileCalls.memberNamesGet,
          { user_ids: userIds.slice(at, at + lookupBatch) },
          { onFailure: 'throw' },
        );
        for (const member of members) found.set(member.user_id, member.name);
      }
    } catch (error) {
      this.logger.warn(`Greeting by username: no profile names (${String(error)})`);
    }
    return found;
  }

  /** Who gets subscription mails, by id, or null (logged) when svc-auth did not answer. */
  private async recipients(userIds: number[]): Promise<Map<number, MailRecipient> | null> {
    const found = new Map<number, MailRecipient>();
    try {
      for (let at = 0; at < userIds.length; at += lookupBatch) {
        const { recipients } = await this.calls.call(
          authCalls.mailRecipients,
          { user_ids: userIds.slice(at, at + lookupBatch), kind: 'subscription' },
          { onFailure: 'throw' },
        );
        for (const recipient of recipients) found.set(recipient.user_id, recipient);
      }
    } catch (error) {
      this.logger.warn(
        `Could not look up ${userIds.length} member(s) to e-mail: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    }
    return found;
  }
}
