import { Inject, Injectable } from '@nestjs/common';
import { unsubscribeUrl, type MailRecipient } from '@dating/contracts';
import { errorMessage, MailLookups, Mailer, OutboxWorker, type OutboxBatch } from '@dating/server';
import { type EntityManager } from 'typeorm';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { memberMail, type MemberNotice } from './member-mail';
import { MemberMailRepository, type QueuedLetter } from './member-mail.repository';

/** Rows one transaction claims. */
const batchSize = 50;

/**
 * Sends the members' subscription mails from the member_mail outbox, every MAIL_POLL_MS and
 * whenever a letter is queued here. Each batch is claimed, mailed and marked in one
 * transaction, so replicas never mail the same row, and a row is marked sent only once the mail
 * server accepted its mail; a crash between the two mails it again (at least once).
 */
@Injectable()
export class MemberMailWorker extends OutboxWorker {
  constructor(
    private readonly outbox: MemberMailRepository,
    private readonly lookups: MailLookups,
    private readonly mailer: Mailer,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {
    super();
  }

  protected pollMs(): number {
    return this.config.MAIL_POLL_MS;
  }

  protected async round(): Promise<void> {
    await this.drain('subscription', () => this.batch(), batchSize);
  }

  /** Profile names by id; without svc-profile's answer, mails greet by username. */
  private async greetingNames(userIds: readonly number[]): Promise<Map<number, string>> {
    try {
      return await this.lookups.names(userIds);
    } catch (error) {
      this.logger.warn({
        msg: 'greeting by username: no profile names',
        error: errorMessage(error),
      });
      return new Map();
    }
  }

  private batch(): Promise<OutboxBatch> {
    return this.outbox.transaction(async (manager) => {
      const rows = await this.outbox.claim(manager, batchSize);
      const batch: OutboxBatch = { claimed: rows.length, sent: 0, skipped: 0, failed: false };
      if (rows.length === 0) return batch;
      const userIds = rows.map((row) => row.userId);
      let recipients: Map<number, MailRecipient>;
      try {
        recipients = await this.lookups.recipients(userIds, 'subscription');
      } catch (error) {
        await this.fail(manager, rows, `recipients not looked up: ${errorMessage(error)}`);
        return { ...batch, failed: true };
      }
      const names = await this.greetingNames(userIds);
      const sent: number[] = [];
      const skipped: number[] = [];
      for (const row of rows) {
        const recipient = recipients.get(row.userId);
        if (!recipient) {
          skipped.push(row.id);
          continue;
        }
        // Written by a newer version (a rolling update): it stays due for a replica that reads it.
        if (!row.notice) {
          await this.fail(manager, [row], 'notice not readable by this version');
          continue;
        }
        const error = await this.send(row, row.notice, recipient, names);
        if (error) {
          await this.fail(manager, [row], error);
          batch.failed = true;
          break;
        }
        sent.push(row.id);
      }
      await this.outbox.settle(manager, sent, 'sent');
      await this.outbox.settle(manager, skipped, 'skipped');
      return { ...batch, sent: sent.length, skipped: skipped.length };
    });
  }

  /** Null once the mail server accepted the mail, else why not. */
  private async send(
    row: QueuedLetter,
    notice: MemberNotice,
    recipient: MailRecipient,
    names: ReadonlyMap<number, string>,
  ): Promise<string | null> {
    try {
      await this.mailer.send(
        memberMail(
          row.lang,
          recipient.email,
          {
            name: names.get(row.userId) ?? recipient.username,
            link: `${this.config.PORTAL_URL}/my-package`,
            unsubscribeUrl: unsubscribeUrl(this.config.PORTAL_URL, recipient.unsubscribe_token),
          },
          notice,
        ),
      );
      return null;
    } catch (error) {
      return errorMessage(error);
    }
  }

  private async fail(
    manager: EntityManager,
    rows: readonly QueuedLetter[],
    error: string,
  ): Promise<void> {
    await this.outbox.failed(
      manager,
      rows.map((row) => row.id),
      error,
    );
    this.logger.warn({
      msg: 'member mail not sent, retried next round',
      mailIds: rows.map((row) => row.id),
      userIds: rows.map((row) => row.userId),
      error,
    });
  }
}
