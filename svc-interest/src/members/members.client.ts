import { Injectable } from '@nestjs/common';
import {
  authCalls,
  profileCalls,
  type AccountSummary,
  type Caller,
  type CategoryCard,
  type ModerationMembersInput,
  type ModerationMembersResult,
} from '@dating/contracts';
import { CallClient } from '@dating/server';

/**
 * What svc-interest asks of svc-profile (cards) and svc-auth (accounts) about members. Any
 * failure of the other service, not only a timeout, leaves this one unable to answer.
 */
@Injectable()
export class MembersClient {
  constructor(private readonly calls: CallClient) {}

  /** A member others may act on: a visible profile and an active account, asked at once. */
  async isAvailable(userId: number, caller: Caller): Promise<boolean> {
    return (await this.availableCard(userId, caller)) !== null;
  }

  /** The card of a member others may act on, or null when they may not. */
  async availableCard(userId: number, caller: Caller): Promise<CategoryCard | null> {
    const [cards, accounts] = await Promise.all([
      this.cards([userId], caller),
      this.calls.call(
        authCalls.usersGet,
        { user_ids: [userId] },
        { caller, onFailure: 'unavailable' },
      ),
    ]);
    const active = accounts.users.some((user) => user.user_id === userId && user.active);
    if (!active) return null;
    return cards.find((card) => card.id === userId) ?? null;
  }

  /**
   * The member's account as svc-auth has it (its creation, whether its e-mail is confirmed), or
   * null when svc-auth knows no such account.
   */
  async account(userId: number, caller: Caller): Promise<AccountSummary | null> {
    const { users } = await this.calls.call(
      authCalls.usersGet,
      { user_ids: [userId] },
      { caller, onFailure: 'unavailable' },
    );
    return users.find((user) => user.user_id === userId) ?? null;
  }

  /** The cards of visible members among `userIds`, in that order, in one request. */
  async cards(userIds: number[], caller: Caller | null): Promise<CategoryCard[]> {
    if (userIds.length === 0) return [];
    return this.calls.call(
      profileCalls.cardsByIds,
      { user_ids: userIds },
      { caller, onFailure: 'unavailable' },
    );
  }

  /**
   * Profile names of the visible members among `userIds`, for a live push a change writes: when
   * svc-profile does not answer, none, and the push goes without them (the lists name them).
   */
  async visibleNames(userIds: number[]): Promise<Map<number, string>> {
    const cards = await this.calls.call(
      profileCalls.cardsByIds,
      { user_ids: userIds },
      { caller: null, onFailure: { fallback: [] } },
    );
    return new Map(cards.map((card) => [card.id, card.name]));
  }

  /** Tells svc-profile whether the member has open reports (their pending photos hide). */
  async reportedMemberSet(userId: number, hasOpenReports: boolean, caller: Caller | null) {
    await this.calls.call(
      profileCalls.reportedMemberSet,
      { user_id: userId, has_open_reports: hasOpenReports },
      { caller, onFailure: 'unavailable' },
    );
  }

  /** Names, cards and named photos for the moderators, whatever the members' visibility. */
  async forModeration(
    input: ModerationMembersInput,
    caller: Caller,
  ): Promise<ModerationMembersResult> {
    if (input.user_ids.length === 0 && input.photos.length === 0)
      return { members: [], photos: [] };
    return this.calls.call(profileCalls.moderationMembers, input, {
      caller,
      onFailure: 'unavailable',
    });
  }

  /**
   * Has svc-profile remove the member's photo for the admin, and mail them why. Here and in
   * `deactivate` the other service's refusal (an admin is not deactivated) is passed on as it is.
   */
  async removePhoto(userId: number, slot: number, reason: string, admin: Caller): Promise<void> {
    await this.calls.call(
      profileCalls.reportedPhotoRemove,
      { user_id: userId, slot, reason },
      { caller: admin },
    );
  }

  /** Has svc-auth deactivate the member for the admin. */
  async deactivate(userId: number, reason: string, admin: Caller): Promise<void> {
    await this.calls.call(
      authCalls.reportedMemberDeactivate,
      { user_id: userId, reason },
      { caller: admin },
    );
  }
}
