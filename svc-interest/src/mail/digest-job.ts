import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Outbox, RepeatingRound } from '@dating/server';
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
 * Replicas gather different members (DigestRepository.claimMembers).
 */
@Injectable()
export class DigestJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly rounds: RepeatingRound;

  constructor(
    private readonly digests: DigestRepository,
    private readonly outbox: Outbox,
    @Inject(INTEREST_CONFIG) config: InterestConfig,
  ) {
    this.rounds = new RepeatingRound(
      'digests',
      (stopped) => this.round(stopped, config.DIGEST_INTERVAL_MS),
      config.MAIL_POLL_MS,
      new Logger(DigestJob.name),
    );
  }

  onApplicationBootstrap(): void {
    this.rounds.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.rounds.stop();
  }

  private async round(stopped: () => boolean, intervalMs: number): Promise<void> {
    await this.digests.enrolMembers();
    while (!stopped() && (await this.batch(intervalMs)) === batchSize);
  }

  /** Gathers the digests of up to `batchSize` members; answers how many it claimed. */
  private batch(intervalMs: number): Promise<number> {
    return this.outbox.transaction(async (manager) => {
      const userIds = await this.digests.claimMembers(manager, intervalMs, batchSize);
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
