import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import {
  interestMessages as M,
  interestPageSize,
  Messages,
  type BlockedIdsInput,
  type BlockedIdsResult,
  type BlockedListInput,
  type BlockInput,
  type BlockResult,
  type Caller,
  type InterestListResult,
} from '@dating/contracts';
import { notFound, type Audit } from '@dating/server';
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
  ) {}

  /**
   * Blocks a member the caller can see (a visible profile, an active account) and ends any
   * interest or match between them, under the pair's lock so no interest slips in between.
   */
  async block(caller: Caller, input: BlockInput, audit: Audit): Promise<BlockResult> {
    const card = await this.members.availableCard(input.blocked_user_id, caller);
    if (!card) throw notFound(Messages.profileUnavailable);
    await this.responses.inPairLock(caller.userId, card.id, (manager) =>
      this.blockInPairLock(manager, caller.userId, { id: card.id, name: card.name }, audit),
    );
    return { status: 'OK', message: M.memberBlocked };
  }

  /**
   * Inside the pair's lock (`InterestRepository.inPairLock`): `from` blocks `member`, and the
   * interest or match between them, if there is one, ends. Blocking and reporting both do it.
   */
  async blockInPairLock(
    manager: EntityManager,
    from: number,
    member: BlockedMember,
    audit: Audit,
  ): Promise<void> {
    await this.blocks.block(manager, from, member, audit);
    await this.interests.end(manager, from, member.id, audit);
  }

  /** For a member's admin page: how many they block, and how many block them. */
  counts(userId: number): Promise<{ made: number; by: number }> {
    return this.blocks.counts(userId);
  }

  /** Lifts the caller's block; the interest it ended stays ended. */
  async unblock(caller: Caller, input: BlockInput, audit: Audit): Promise<BlockResult> {
    await this.blocks.unblock(caller.userId, input.blocked_user_id, audit);
    return { status: 'OK', message: M.memberUnblocked };
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

  /** For svc-profile: everyone `user_id` blocked or was blocked by. */
  async ids(input: BlockedIdsInput): Promise<BlockedIdsResult> {
    return { user_ids: await this.blocks.eitherWay(input.user_id) };
  }
}
