import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { memberErasedEvent, type EventPayload, type memberDeletedEvent } from '@dating/contracts';
import { LiveFeedEraser, Outbox } from '@dating/server';
import { ErasedMembersRepository } from './erased-members.repository';
import { carriesMember, erasureReport } from './erasure-rules';
import { ErasureRepository } from './erasure.repository';

type MemberDeleted = EventPayload<typeof memberDeletedEvent>;

/**
 * A deleted member's data in svc-interest (issue 29). One transaction under the member's
 * erasure lock erases or pseudonymises their rows, writes the tombstone with the live feeds
 * left to clean, and reports (memberErasedEvent): the event handled twice, or by two replicas
 * at once, erases once and reports once. Then stream LIVE loses what it keeps of them for a
 * day: their own feed, and their messages and name in others' feeds. That comes after the
 * commit, once nothing new can be written about them; each feed is crossed off when clean, so
 * a redelivery finishes what a crash left.
 */
@Injectable()
export class ErasureService {
  private readonly logger = new Logger(ErasureService.name);

  constructor(
    private readonly erased: ErasedMembersRepository,
    private readonly erasure: ErasureRepository,
    private readonly outbox: Outbox,
    private readonly live: LiveFeedEraser,
  ) {}

  async erase({ user_id: userId, pseudonym }: MemberDeleted): Promise<void> {
    const report = await this.outbox.transaction(async (manager) => {
      if (await this.erased.lockForErasure(manager, userId)) return null;
      const at = new Date();
      const feeds = await this.erasure.feedsNaming(manager, userId);
      const { ownSides } = await this.erasure.keepConversations(manager, userId, at);
      const messages = await this.erasure.removeMessages(manager, userId);
      const { notifications, digests } = await this.erasure.eraseNotifications(manager, userId);
      const { interests, blocks } = await this.erasure.eraseRelations(manager, userId);
      const reports = await this.erasure.pseudonymiseReports(manager, userId, pseudonym);
      const { statuses, memberships } = await this.erasure.eraseReadModels(manager, userId);
      const outboxRows =
        (await this.outbox.forgetMember(manager, userId)) +
        (await this.erasure.forgetPushesCarrying(manager, userId));
      await this.erased.tombstone(manager, userId, at, [userId, ...feeds]);
      const counted = erasureReport({
        interests,
        blocks,
        notifications,
        digests,
        messages,
        statuses,
        memberships,
        outboxRows,
        reports,
        ownSides,
      });
      await this.outbox.event(manager, memberErasedEvent, {
        event_id: randomUUID(),
        user_id: userId,
        service: 'svc-interest',
        at: at.toISOString(),
        ...counted,
      });
      return counted;
    });
    if (report) this.logger.log({ msg: 'deleted member erased', userId, ...report });
    await this.cleanFeeds(userId);
  }

  /** The member's own feed is purged; in the others, only the events that carry them go. */
  private async cleanFeeds(userId: number): Promise<void> {
    const feeds = await this.erased.feedsLeft(userId);
    let removed = 0;
    for (const feed of feeds) {
      removed +=
        feed === userId
          ? await this.live.purge(userId)
          : await this.live.remove(feed, (event) => carriesMember(event, userId));
      await this.erased.feedCleaned(userId, feed);
    }
    if (feeds.length > 0)
      this.logger.log({ msg: 'erased member taken out of the live feeds', userId, removed });
  }
}
