import { Injectable, Logger } from '@nestjs/common';
import {
  Subjects,
  type Caller,
  type CardsByIdsInput,
  type CategoryCard,
  type UsersByIdsInput,
  type UsersByIdsResult,
} from '@dating/contracts';
import { ServiceClient, unavailable } from '@dating/server';

/** What svc-interest asks of svc-profile (cards) and svc-auth (accounts) about members. */
@Injectable()
export class MembersClient {
  private readonly logger = new Logger(MembersClient.name);

  constructor(private readonly client: ServiceClient) {}

  /** A member others may act on: a visible profile and an active account, asked at once. */
  async isAvailable(userId: number, caller: Caller): Promise<boolean> {
    const [cards, accounts] = await Promise.all([
      this.cards([userId], caller),
      this.ask<UsersByIdsResult>(
        Subjects.auth.usersGet,
        { user_ids: [userId] } satisfies UsersByIdsInput,
        caller,
      ),
    ]);
    return (
      cards.some((card) => card.id === userId) &&
      accounts.users.some((user) => user.user_id === userId && user.active)
    );
  }

  /** The cards of visible members among `userIds`, in that order, in one request. */
  async cards(userIds: number[], caller: Caller): Promise<CategoryCard[]> {
    if (userIds.length === 0) return [];
    return this.ask<CategoryCard[]>(
      Subjects.profile.cardsByIds,
      { user_ids: userIds } satisfies CardsByIdsInput,
      caller,
    );
  }

  /** Any failure of the other service, not only a timeout, leaves this one unable to answer. */
  private async ask<Result>(subject: string, body: object, caller: Caller): Promise<Result> {
    try {
      return await this.client.request<Result>(subject, body, { caller });
    } catch (error) {
      this.logger.warn(
        `${subject} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw unavailable();
    }
  }
}
