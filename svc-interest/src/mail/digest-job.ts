import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { errorMessage, Outbox } from '@dating/server';
import { type EntityManager } from 'typeorm';
import { INTEREST_CONFIG, type InterestConfig } from '../config';
import { DigestRepository } from './digest.repository';
import { planDigest, type DigestRow } from './mail-rules';
import { digestMail } from './mail-texts';

/** Members one transaction gathers the digests of. */
const batchSize = 20;

/**
 * Gathers the digests (issue 16) at start and every MAIL_POLL_MS: for each member whose last
 * digest is DIGEST_INTERVAL_MS old, one letter of their unread messages and interest, written to
 * the outbox in the transaction that settles those notifications; the outbox relay mails it.
 * Replicas gather different members (DigestRepository.claimMembers). One round runs at a time;
 * stopping lets it finish and starts no other.
 */
@Injectable()
export class DigestJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(DigestJob.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly digests: DigestRepository,
    private readonly outbox: Outbox,
    @Inject(INTEREST_CONFIG) private readonly config: InterestConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.run(), this.config.MAIL_POLL_MS);
    this.timer.unref();
    this.run();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** A round, unless one is under way: the next tick finds what it left. */
  private run(): void {
    if (this.running || this.stopped) return;
    this.running = this.round()
      .catch((error: unknown) =>
        this.logger.error({ msg: 'digest round failed, tried again', error: errorMessage(error) }),
      )
      .finally(() => {
        this.running = null;
      });
  }

  private async round(): Promise<void> {
    await this.digests.enrolMembers();
    while (!this.stopped && (await this.batch()) === batchSize);
  }

  /** Gathers the digests of up to `batchSize` members; answers how many it claimed. */
  private batch(): Promise<number> {
    return this.outbox.transaction(async (manager) => {
      const userIds = await this.digests.claimMembers(
        manager,
        this.config.DIGEST_INTERVAL_MS,
        batchSize,
      );
      if (userIds.length === 0) return 0;
      const rows = await this.digests.dueRows(manager, userIds);
      for (const userId of userIds)
        await this.gather(
          manager,
          userId,
          rows.filter((row) => row.userId === userId),
        );
      return userIds.length;
    });
  }

  /** One member's digest; the time of their last digest moves only when one was written. */
  private async gather(
    manager: EntityManager,
    userId: number,
    rows: readonly DigestRow[],
  ): Promise<void> {
    const { digest, sent, skipped } = planDigest(rows);
    await this.digests.settle(manager, skipped, 'skipped');
    if (!digest) return;
    await this.outbox.mail(
      manager,
      digestMail.letter({ userId, kind: 'digest' }, digest, [
        ...digest.messagesFrom,
        ...digest.interestsFrom,
      ]),
    );
    await this.digests.settle(manager, sent, 'sent');
    await this.digests.digestSent(manager, userId);
  }
}
