import { Inject, Injectable } from '@nestjs/common';
import { unsubscribeUrl, type MailKind, type MailRecipient } from '@dating/contracts';
import {
  errorMessage,
  MailLookups,
  Mailer,
  OutboxWorker,
  type MailMessage,
  type OutboxBatch,
} from '@dating/server';
import { type EntityManager } from 'typeorm';
import { INTEREST_CONFIG, type InterestConfig } from '../config';
import { digestOf, splitRead, type DigestRow } from './mail-rules';
import { digestMail, matchMail, type Addressee } from './mail-texts';
import { MailRepository } from './mail.repository';

/** Rows (match) or members (digest) one transaction claims. */
const matchBatch = 50;
const digestBatch = 20;

/**
 * Sends the match mails and the digests from the notification outbox (issue 16), every
 * MAIL_POLL_MS and whenever a match is stored. Each batch is claimed, mailed and marked in one
 * transaction, so replicas never mail the same row, and a row is marked sent only once the mail
 * server accepted its mail; a crash between the two mails it again (at least once).
 */
@Injectable()
export class MailWorker extends OutboxWorker {
  constructor(
    private readonly outbox: MailRepository,
    private readonly lookups: MailLookups,
    private readonly mailer: Mailer,
    @Inject(INTEREST_CONFIG) private readonly config: InterestConfig,
  ) {
    super();
  }

  protected pollMs(): number {
    return this.config.MAIL_POLL_MS;
  }

  protected async round(): Promise<void> {
    if (!(await this.drain('match', () => this.matchBatch(), matchBatch))) return;
    await this.outbox.enrolDigestMembers();
    await this.drain('digest', () => this.digestBatch(), digestBatch);
  }

  private matchBatch(): Promise<OutboxBatch> {
    return this.outbox.transaction(async (manager) => {
      const rows = await this.outbox.claimMatches(manager, matchBatch);
      if (rows.length === 0) return { claimed: 0, sent: 0, skipped: 0, failed: false };
      const [recipients, names] = await Promise.all([
        this.lookups.recipients(
          rows.map((row) => row.userId),
          'match',
        ),
        this.lookups.names(rows.flatMap((row) => [row.userId, row.otherUserId])),
      ]);
      const sent: number[] = [];
      const skipped: number[] = [];
      let failed = false;
      for (const row of rows) {
        const recipient = recipients.get(row.userId);
        if (!recipient) {
          skipped.push(row.id);
          continue;
        }
        const to = this.addressee(recipient, names);
        const mail = matchMail(to, names.get(row.otherUserId) ?? null, this.config.PORTAL_URL);
        if (!(await this.send(mail, 'match', row.userId))) {
          failed = true;
          break;
        }
        sent.push(row.id);
      }
      await this.outbox.settle(manager, sent, 'sent');
      await this.outbox.settle(manager, skipped, 'skipped');
      return { claimed: rows.length, sent: sent.length, skipped: skipped.length, failed };
    });
  }

  private digestBatch(): Promise<OutboxBatch> {
    return this.outbox.transaction(async (manager) => {
      const userIds = await this.outbox.claimDigestMembers(
        manager,
        this.config.DIGEST_INTERVAL_MS,
        digestBatch,
      );
      if (userIds.length === 0) return { claimed: 0, sent: 0, skipped: 0, failed: false };
      const rows = await this.outbox.digestRows(manager, userIds);
      const unreadFrom = splitRead(rows).unread.map((row) => row.otherUserId);
      const [recipients, names] = await Promise.all([
        this.lookups.recipients(userIds, 'digest'),
        this.lookups.names([...userIds, ...unreadFrom]),
      ]);
      const batch: OutboxBatch = { claimed: userIds.length, sent: 0, skipped: 0, failed: false };
      for (const userId of userIds) {
        const outcome = await this.digestOfMember(
          manager,
          userId,
          rows.filter((row) => row.userId === userId),
          recipients.get(userId),
          names,
        );
        batch.sent += outcome.sent;
        batch.skipped += outcome.skipped;
        if (outcome.failed) return { ...batch, failed: true };
      }
      return batch;
    });
  }

  /**
   * One member's digest of their rows still unread; the rows read since, or all of them when
   * the member gets no digest, need no mail. The digest's time is kept only when one was sent.
   */
  private async digestOfMember(
    manager: EntityManager,
    userId: number,
    rows: readonly DigestRow[],
    recipient: MailRecipient | undefined,
    names: ReadonlyMap<number, string>,
  ): Promise<Omit<OutboxBatch, 'claimed'>> {
    const { unread, read } = splitRead(rows);
    if (!recipient || unread.length === 0) {
      await this.outbox.settle(
        manager,
        rows.map((row) => row.id),
        'skipped',
      );
      return { sent: 0, skipped: rows.length, failed: false };
    }
    const mail = digestMail(
      this.addressee(recipient, names),
      digestOf(unread, names),
      this.config.PORTAL_URL,
    );
    if (!(await this.send(mail, 'digest', userId))) return { sent: 0, skipped: 0, failed: true };
    await this.outbox.settle(
      manager,
      unread.map((row) => row.id),
      'sent',
    );
    await this.outbox.settle(
      manager,
      read.map((row) => row.id),
      'skipped',
    );
    await this.outbox.digestSent(manager, userId);
    return { sent: 1, skipped: read.length, failed: false };
  }

  private addressee(recipient: MailRecipient, names: ReadonlyMap<number, string>): Addressee {
    return {
      email: recipient.email,
      lang: recipient.lang,
      name: names.get(recipient.user_id) ?? recipient.username,
      unsubscribeUrl: unsubscribeUrl(this.config.PORTAL_URL, recipient.unsubscribe_token),
    };
  }

  /** True once the mail server accepted the mail; a refusal is logged. */
  private async send(mail: MailMessage, kind: MailKind, userId: number): Promise<boolean> {
    try {
      await this.mailer.send(mail);
      return true;
    } catch (error) {
      this.logger.warn({
        msg: 'mail not sent, retried next round',
        kind,
        userId,
        error: errorMessage(error),
      });
      return false;
    }
  }
}
