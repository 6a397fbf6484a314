import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { unsubscribeUrl, type MailRecipient } from '@dating/contracts';
import { EventPublisher } from '../bus/events/event-bus';
import { LivePublisher } from '../bus/live/live-stream';
import { errorMessage } from '../errors';
import { letterSchema, MAIL_TEMPLATES, type Letter, type MailTemplates } from './letters';
import { layoutMail } from './mail-layout';
import { MailLookups } from './mail-lookups';
import { Mailer } from './mailer';
import {
  OutboxRepository,
  type OutboxLane,
  type OutboxRow,
  type WrittenRow,
} from './outbox.repository';
import { RepeatingRound } from '../repeating-round';

/** How the relay runs (token OUTBOX_OPTIONS). */
export interface OutboxOptions {
  /** How often to look for rows without being woken (rows another replica wrote, retries). */
  pollMs: number;
  /** Where the portal is: mails' links start with it. */
  portalUrl: string;
  /**
   * How long a claimed row is the claimer's: longer than any one delivery may take (the mail
   * server's timeouts), shorter than the streams' de-duplication window, so a row a crashed relay
   * had published is published again under the same id and stored once.
   */
  leaseMs: number;
}
export const OUTBOX_OPTIONS = Symbol('outbox options');

/** Rows one claim takes. */
const batchSize = 100;

/** What one claimed batch came to. */
interface OutboxBatch {
  claimed: number;
  sent: number;
  skipped: number;
  /** A row failed: the rest waits for the next round. */
  failed: boolean;
}

/**
 * Delivers the outbox: events to JetStream and live pushes to the members' feeds, each with the
 * row's id as message id (a row sent again after a crash is stored once), notices on plain NATS,
 * mails to the SMTP server. A row is deleted once delivered. Rows go oldest first; the first
 * failure ends the batch (the rest are due again at once) and the failed row waits 1 s, doubling
 * up to a minute, while younger rows go on: a row that cannot go holds up no other. So delivery
 * is not strictly in order, and consumers order changes by the versions or ids events carry.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  /** One drain loop per lane. */
  private readonly lanes: readonly RepeatingRound[];

  constructor(
    private readonly rows: OutboxRepository,
    private readonly events: EventPublisher,
    private readonly live: LivePublisher,
    @Inject(OUTBOX_OPTIONS) private readonly options: OutboxOptions,
    @Optional() private readonly mailer?: Mailer,
    @Optional() private readonly lookups?: MailLookups,
    @Optional() @Inject(MAIL_TEMPLATES) private readonly templates?: MailTemplates,
  ) {
    this.lanes = (['bus', 'mail'] as const).map(
      (lane) =>
        new RepeatingRound(
          `outbox ${lane} lane`,
          (stopped) => this.drain(lane, stopped),
          options.pollMs,
          this.logger,
        ),
    );
  }

  onApplicationBootstrap(): void {
    for (const lane of this.lanes) lane.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.stop()));
  }

  /** Something was written: deliver it now rather than at the next poll. */
  wake(): void {
    for (const lane of this.lanes) lane.wake();
  }

  /**
   * A transaction of this process committed these rows: its events, pushes and notices go at
   * once, as written, without a claim's round trip to the database (the delivery a member waits
   * for); its mails go through the mail lane. A row a poll takes meanwhile is sent twice and
   * stored once (same message id; a notice is idempotent). What fails here stays for the lanes.
   */
  async committed(rows: readonly WrittenRow[]): Promise<void> {
    const bus = rows.filter((row) => row.kind !== 'mail');
    if (bus.length < rows.length) this.lanes[1]?.wake();
    if (bus.length > 0) await this.sendNow(bus);
  }

  private async sendNow(rows: readonly WrittenRow[]): Promise<void> {
    const sent: string[] = [];
    try {
      for (const row of rows) {
        await this.deliver({ ...row, seq: 0, attempts: 0 }, undefined);
        sent.push(row.id);
      }
    } catch (error) {
      this.logger.warn({
        msg: 'outbox rows not delivered at once, the relay tries again',
        error: errorMessage(error),
      });
      this.lanes[0]?.wake();
    }
    await this.settle(sent).catch((error: unknown) => {
      // Still in the table: a poll sends them again, stored once.
      this.logger.warn({ msg: 'delivered outbox rows not deleted', error: errorMessage(error) });
    });
  }

  /** Claims batches until one is not full (nothing more is due) or fails, or the service stops. */
  private async drain(lane: OutboxLane, stopped: () => boolean): Promise<void> {
    while (!stopped()) {
      const { claimed, sent, skipped, failed } = await this.batch(lane);
      if (sent + skipped > 0) this.logger.debug({ msg: 'outbox delivered', lane, sent, skipped });
      if (failed || claimed < batchSize) return;
    }
  }

  private async batch(lane: OutboxLane): Promise<OutboxBatch> {
    const claimed = await this.rows.claim(batchSize, this.options.leaseMs, lane);
    const sent: string[] = [];
    const skipped: string[] = [];
    let mail: MailContext | undefined;
    for (const [index, row] of claimed.entries()) {
      try {
        if (row.kind === 'mail') mail ??= await this.mailContext(claimed);
        const delivered = await this.deliver(row, mail);
        (delivered ? sent : skipped).push(row.id);
        // A mail cannot be taken back: it is settled at once, so a crash repeats no other.
        if (row.kind === 'mail') await this.settle([row.id]);
      } catch (error) {
        this.logger.warn({
          msg: 'outbox row not delivered, it waits',
          id: row.id,
          kind: row.kind,
          subject: row.subject,
          attempts: row.attempts + 1,
          error: errorMessage(error),
        });
        await this.settle(sent.concat(skipped));
        await this.rows.failed(row, errorMessage(error));
        await this.rows.release(claimed.slice(index + 1).map((rest) => rest.id));
        return {
          claimed: claimed.length,
          sent: sent.length,
          skipped: skipped.length,
          failed: true,
        };
      }
    }
    await this.settle(sent.concat(skipped));
    return { claimed: claimed.length, sent: sent.length, skipped: skipped.length, failed: false };
  }

  /** The rows are done with. */
  private async settle(ids: readonly string[]): Promise<void> {
    await this.rows.delivered(ids);
  }

  /** False when a mail needs no sending (the member turned that kind off, or left). */
  private async deliver(row: OutboxRow, mail: MailContext | undefined): Promise<boolean> {
    switch (row.kind) {
      case 'event':
        await this.events.publish(row.subject, JSON.stringify(row.payload), row.id);
        return true;
      case 'notice':
        await this.events.notify(row.subject, row.payload);
        return true;
      case 'live':
        await this.live.publish(Number(row.subject), JSON.stringify(row.payload), row.id);
        return true;
      case 'mail':
        if (!mail) throw new Error('A mail row without its batch context');
        return this.sendMail(row, letterSchema.parse(row.payload), mail);
    }
  }

  private async sendMail(row: OutboxRow, letter: Letter, context: MailContext): Promise<boolean> {
    const template = this.templates?.find((known) => known.name === letter.template);
    if (!this.mailer || !template)
      throw new Error(`No mail template ${letter.template} in this service`);
    let address: string;
    let recipient: MailRecipient | undefined;
    if ('address' in letter.to) {
      address = letter.to.address;
    } else {
      recipient = context.recipients.get(recipientKey(letter.to.userId, letter.to.kind));
      if (!recipient) return false;
      address = recipient.email;
    }
    const lang = letter.to.lang ?? recipient?.lang ?? 'en';
    const content = template.render(letter.params, {
      lang,
      ...(recipient
        ? { recipientName: context.names.get(recipient.user_id) ?? recipient.username }
        : {}),
      names: context.names,
      portalUrl: this.options.portalUrl,
    });
    const unsubscribe = unsubscribeOf(letter, recipient, this.options.portalUrl);
    await this.mailer.send({ ...layoutMail(lang, address, content, unsubscribe), id: row.id });
    return true;
  }

  /** Who the batch's letters go to and the names they speak of, asked for once per batch. */
  private async mailContext(rows: readonly OutboxRow[]): Promise<MailContext> {
    const letters = rows
      .filter((row) => row.kind === 'mail')
      .map((row) => letterSchema.safeParse(row.payload))
      .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
    const context: MailContext = { recipients: new Map(), names: new Map() };
    const members = letters.flatMap((letter) => ('userId' in letter.to ? [letter.to] : []));
    if (!members.length && !letters.some((letter) => letter.names.length)) return context;
    if (!this.lookups) throw new Error('Member mails need MailLookups');
    const kinds = new Set(members.map((to) => to.kind));
    for (const kind of kinds) {
      const found = await this.lookups
        .recipients(
          members.filter((to) => to.kind === kind).map((to) => to.userId),
          kind,
        )
        .catch((error: unknown) => {
          throw new Error(`recipients not looked up: ${errorMessage(error)}`);
        });
      for (const [userId, recipient] of found)
        context.recipients.set(recipientKey(userId, kind), recipient);
    }
    const named = [...members.map((to) => to.userId), ...letters.flatMap((l) => l.names)];
    if (named.length) context.names = await this.profileNames(this.lookups, named);
    return context;
  }

  /** Without svc-profile's answer, mails go out anyway: greeting by username, naming no one. */
  private async profileNames(
    lookups: MailLookups,
    userIds: number[],
  ): Promise<Map<number, string>> {
    try {
      return await lookups.names(userIds);
    } catch (error) {
      this.logger.warn({ msg: 'mails without profile names', error: errorMessage(error) });
      return new Map();
    }
  }
}

interface MailContext {
  /** By `recipientKey`. */
  recipients: Map<string, MailRecipient>;
  names: ReadonlyMap<number, string>;
}

const recipientKey = (userId: number, kind: string) => `${userId}:${kind}`;

/** The link that turns this kind of mail off; none for a service mail, which cannot be. */
function unsubscribeOf(
  letter: Letter,
  recipient: MailRecipient | undefined,
  portalUrl: string,
): string | undefined {
  if ('unsubscribeUrl' in letter.to) return letter.to.unsubscribeUrl;
  const token = recipient?.unsubscribe_token;
  return token ? unsubscribeUrl(portalUrl, token) : undefined;
}
