import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import {
  interestBlockEvent,
  interestPageSize,
  type BlockedListInput,
  type BlockInput,
  type BlockResult,
  type Caller,
  type InterestListResult,
  MessageCode,
  said,
} from '@dating/contracts';
import { notFound, Outbox, type Audit } from '@dating/server';
import { ErasedMembersRepository } from '../erasure/erased-members.repository';
import { InterestRepository } from '../interest/interest.repository';
import { ResponseEvents } from '../interest/response-events';
import { MembersClient } from '../members/members.client';
import { BlockRepository } from './block.repository';
import { blockedMemberCards, type BlockedMember } from './blocked-cards';

/** Blocking: the two members disappear from each other's reads, in both directions. */
@Injectable()
export class BlockService {
  constructor(
    private readonly blocks: BlockRepository,
    private readonly interests: InterestRepository,
    private readonly members: MembersClient,
    private readonly responses: ResponseEvents,
    private readonly outbox: Outbox,
    private readonly erased: ErasedMembersRepository,
  ) {}

  /**
   * Blocks a member the caller can see (a visible profile, an active account) and ends any
   * interest or match between them, under the pair's lock so no interest slips in between.
   */
  async block(caller: Caller, input: BlockInput, audit: Audit): Promise<BlockResult> {
    const card = await this.members.availableCard(input.blocked_user_id, caller);
    if (!card) throw notFound(MessageCode.profileUnavailable);
    await this.responses.inPairLock(caller.userId, card.id, (manager) =>
      this.blockInPairLock(manager, caller.userId, { id: card.id, name: card.name }, audit),
    );
    return { status: 'OK', ...said(MessageCode.memberBlocked) };
  }

  /**
   * Inside the pair's lock (`InterestRepository.inPairLock`): `from` blocks `member`, and the
   * interest or match between them, if there is one, ends. Blocking and reporting both do it.
   * svc-profile is told by an event written in the same transaction. A member whose account was
   * deleted (issue 29) is no longer there to block or report.
   */
  async blockInPairLock(
    manager: EntityManager,
    from: number,
    member: BlockedMember,
    audit: Audit,
  ): Promise<void> {
    if ((await this.erased.hold(manager, [from, member.id])).size > 0)
      throw notFound(MessageCode.profileUnavailable);
    const version = await this.interests.nextResponseVersion(manager);
    if (await this.blocks.block(manager, from, member, version, audit)) {
      await this.outbox.event(manager, interestBlockEvent, {
        blocker_id: from,
        blocked_id: member.id,
        blocked: true,
        version,
      });
    }
    await this.interests.end(manager, from, member.id, audit);
  }

  /** For a member's admin page: how many they block, and how many block them. */
  counts(userId: number): Promise<{ made: number; by: number }> {
    return this.blocks.counts(userId);
  }

  /**
   * Lifts the caller's block; the interest it ended stays ended. svc-profile is told also when
   * there was no block to lift here, so a block it kept from before is lifted there too.
   */
  async unblock(caller: Caller, input: BlockInput, audit: Audit): Promise<BlockResult> {
    const [from, to] = [caller.userId, input.blocked_user_id];
    await this.interests.inPairLock(from, to, async (manager) => {
      const version = await this.interests.nextResponseVersion(manager);
      await this.blocks.unblock(manager, from, to, version, audit);
      await this.outbox.event(manager, interestBlockEvent, {
        blocker_id: from,
        blocked_id: to,
        blocked: false,
        version,
      });
    });
    return { status: 'OK', ...said(MessageCode.memberUnblocked) };
  }

  /** The Blocked members page: whom the caller blocked, newest first, a page at a time. */
  async list(caller: Caller, input: BlockedListInput): Promise<InterestListResult> {
    const found = await this.blocks.blockedBy(caller.userId, {
      limit: interestPageSize + 1,
      offset: (input.page - 1) * interestPageSize,
    });
    const blocked = found.slice(0, interestPageSize);
    const visible = await this.members.cards(
      blocked.map((member) => member.id),
      caller,
    );
    return {
      status: 'OK',
      result: blockedMemberCards(blocked, visible),
      page: input.page,
      has_more: found.length > interestPageSize,
      unavailable: 0,
    };
  }
}
