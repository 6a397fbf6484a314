import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import {
  interestPageSize,
  type Caller,
  type CreateInterestInput,
  type InterestAction,
  type InterestActionResult,
  type InterestListInput,
  type InterestListResult,
  type InterestRelation,
  type ManageInterestInput,
  type ManageInterestResult,
  type MatchingListInput,
  type RelationInput,
  type RelationResult,
  MessageCode,
  said,
} from '@dating/contracts';
import {
  type Audit,
  badRequest,
  conflict,
  forbidden,
  MemberStatuses,
  notFound,
} from '@dating/server';
import { BlockRepository } from '../block/block.repository';
import { ErasedMembersRepository } from '../erasure/erased-members.repository';
import { MembersClient } from '../members/members.client';
import { MembershipRepository } from '../membership/membership.repository';
import { notificationOf } from '../notification/notification-rules';
import { NotificationService } from '../notification/notification.service';
import { InterestRepository, type Slice } from './interest.repository';
import { actionsFor, relationOf, transition } from './interest.relation';
import { ResponseEvents } from './response-events';

function assertNotYourself(caller: Caller, other: number): void {
  if (caller.userId === other) throw badRequest(MessageCode.notYourself);
}

/** A list is always the caller's own, whichever of its two fields names them. */
function assertNamesCaller(caller: Caller, named: number): void {
  if (caller.userId !== named) throw forbidden();
}

/** Interest, match and ignore between the caller and another member (SPEC.md §4). */
@Injectable()
export class InterestService {
  constructor(
    private readonly interests: InterestRepository,
    private readonly blocks: BlockRepository,
    private readonly members: MembersClient,
    private readonly memberStatuses: MemberStatuses,
    private readonly responses: ResponseEvents,
    private readonly notifications: NotificationService,
    private readonly memberships: MembershipRepository,
    private readonly erased: ErasedMembersRepository,
  ) {}

  create(caller: Caller, input: CreateInterestInput, audit: Audit): Promise<InterestActionResult> {
    return this.act(caller, input.user_interest_id, 'interest', audit);
  }

  async manage(
    caller: Caller,
    input: ManageInterestInput,
    audit: Audit,
  ): Promise<ManageInterestResult> {
    if (input.action === 'match' || input.action === 'ignore') {
      return this.act(caller, input.user_interest_id, input.action, audit);
    }
    assertNotYourself(caller, input.user_interest_id);
    await this.assertNotBlocked(caller, input.user_interest_id);
    const { mine, theirs } = await this.interests.between(caller.userId, input.user_interest_id);
    const holds = input.action === 'check' ? mine : mine && theirs;
    return { status: 'OK', result: holds ? 1 : 0 };
  }

  async relation(caller: Caller, input: RelationInput): Promise<RelationResult> {
    assertNotYourself(caller, input.user_interest_id);
    await this.assertNotBlocked(caller, input.user_interest_id);
    const [{ mine, theirs }, subscribed] = await Promise.all([
      this.interests.between(caller.userId, input.user_interest_id),
      this.memberships.active([caller.userId]),
    ]);
    const relation = relationOf(mine, theirs);
    return {
      status: 'OK',
      relation,
      actions: actionsFor(relation),
      viewer_subscribed: subscribed.has(caller.userId),
    };
  }

  /** My Interest (user_id) or Interest Me (user_interest_id): either must be the caller. */
  list(caller: Caller, input: InterestListInput): Promise<InterestListResult> {
    if (input.user_id !== undefined) {
      assertNamesCaller(caller, input.user_id);
      return this.page(caller, input.page, (slice) => this.interests.mine(caller.userId, slice));
    }
    if (input.user_interest_id !== undefined) {
      assertNamesCaller(caller, input.user_interest_id);
      return this.page(caller, input.page, (slice) =>
        this.interests.interestedInMe(caller.userId, slice),
      );
    }
    throw badRequest(MessageCode.chooseOneList);
  }

  matches(caller: Caller, input: MatchingListInput): Promise<InterestListResult> {
    return this.page(caller, input.page, (slice) => this.interests.matches(caller.userId, slice));
  }

  private async act(
    caller: Caller,
    other: number,
    action: InterestAction,
    audit: Audit,
  ): Promise<InterestActionResult> {
    assertNotYourself(caller, other);
    // Deactivated, or deleted (issue 29): asked here first, whatever svc-profile still shows.
    if ((await this.memberStatuses.isDeactivated(other)) || (await this.erased.isErased(other)))
      throw notFound(MessageCode.profileUnavailable);
    // The caller's name, for the push of the notification the other member gets.
    const [available, names] = await Promise.all([
      this.members.isAvailable(other, caller),
      action === 'ignore' ? new Map<number, string>() : this.members.visibleNames([caller.userId]),
    ]);
    if (!available) throw notFound(MessageCode.memberUnavailable);
    const relation = await this.responses.inPairLock(
      caller.userId,
      other,
      async (manager): Promise<InterestRelation> => {
        // Also deleted since it was asked: nothing is written about them.
        if ((await this.erased.hold(manager, [caller.userId, other])).size > 0)
          throw notFound(MessageCode.profileUnavailable);
        await this.assertNotBlocked(caller, other, manager);
        const { mine, theirs } = await this.interests.between(caller.userId, other, manager);
        const next = transition(relationOf(mine, theirs), action);
        if (!next.allowed) throw conflict(next.message);
        if (next.effect === 'activate') {
          await this.interests.activate(manager, caller.userId, other, audit);
        } else {
          await this.interests.end(manager, caller.userId, other, audit);
        }
        if (action === 'interest')
          await this.notifications.write(
            manager,
            notificationOf.interest(other, caller.userId),
            names,
          );
        if (action === 'match')
          await this.notifications.write(
            manager,
            notificationOf.match(other, caller.userId),
            names,
          );
        return next.relation;
      },
    );
    return {
      status: 'OK',
      ...said(MessageCode.interestFinished),
      relation,
      actions: actionsFor(relation),
    };
  }

  /** Members blocked either way are not there for each other: 'This profile is not available'. */
  private async assertNotBlocked(
    caller: Caller,
    other: number,
    manager?: EntityManager,
  ): Promise<void> {
    if (await this.blocks.eitherBlocked(caller.userId, other, manager)) {
      throw notFound(MessageCode.profileUnavailable);
    }
  }

  /** One page of a list: one more id than shown tells whether another page follows. */
  private async page(
    caller: Caller,
    page: number,
    ids: (slice: Slice) => Promise<number[]>,
  ): Promise<InterestListResult> {
    const found = await ids({ limit: interestPageSize + 1, offset: (page - 1) * interestPageSize });
    const shown = found.slice(0, interestPageSize);
    // svc-profile leaves out members no longer there to see; the list says how many, not who.
    const result = await this.members.cards(shown, caller);
    return {
      status: 'OK',
      result,
      page,
      has_more: found.length > interestPageSize,
      unavailable: shown.length - result.length,
    };
  }
}
