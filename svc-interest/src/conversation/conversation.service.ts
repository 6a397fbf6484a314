import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import {
  conversationPageSize,
  messagePageSize,
  type Caller,
  type CategoryCard,
  type ConversationGetInput,
  type ConversationMessage,
  type ConversationOther,
  type ConversationResult,
  type ConversationsListInput,
  type ConversationsListResult,
  type ReadConversationInput,
  type ReadConversationResult,
  type SendMessageInput,
  type SendMessageResult,
  type UnreadMessagesResult,
  MessageCode,
} from '@dating/contracts';
import {
  badRequest,
  forbidden,
  MemberStatuses,
  notFound,
  Outbox,
  rateLimited,
  type ServiceException,
} from '@dating/server';
import { BlockRepository } from '../block/block.repository';
import { ErasedMembersRepository } from '../erasure/erased-members.repository';
import { InterestRepository } from '../interest/interest.repository';
import { MembersClient } from '../members/members.client';
import { MembershipRepository } from '../membership/membership.repository';
import { notificationOf } from '../notification/notification-rules';
import { NotificationRepository } from '../notification/notification.repository';
import { NotificationService } from '../notification/notification.service';
import {
  conversationLimits,
  retryAfterSeconds,
  shownMessage,
  writeRight,
  type RateLimit,
  type RecentActivity,
} from './conversation-rules';
import { ConversationRepository, type MessageRow } from './conversation.repository';

const viewOf = (row: MessageRow): ConversationMessage => ({
  id: row.id,
  sender_id: row.senderId,
  text: row.text,
  masked: row.masked,
  sent_at: row.sentAt.toISOString(),
  read: row.read,
  removed: row.removed,
});

function assertUnder(limit: RateLimit, recent: RecentActivity, message: MessageCode): void {
  const retryAfter = retryAfterSeconds(limit, recent);
  if (retryAfter !== null) throw rateLimited(message, retryAfter);
}

/** The conversation a request names, from the caller's side. */
interface Target {
  other: number;
  /** The conversation named by id; undefined when named by the other member. */
  conversationId?: number;
}

const unavailable = (): ServiceException => notFound(MessageCode.conversationUnavailable);
/** A member whose account was deleted is refused as one who is no longer there (issue 29). */
const erasedMember = (): ServiceException => notFound(MessageCode.profileUnavailable);

/** Conversations between matched members (issue 16): who may write, masking, limits, reads. */
@Injectable()
export class ConversationService {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly interests: InterestRepository,
    private readonly blocks: BlockRepository,
    private readonly members: MembersClient,
    private readonly memberStatuses: MemberStatuses,
    private readonly memberships: MembershipRepository,
    private readonly outbox: Outbox,
    private readonly notifications: NotificationService,
    private readonly notificationRows: NotificationRepository,
    private readonly erased: ErasedMembersRepository,
  ) {}

  async list(caller: Caller, input: ConversationsListInput): Promise<ConversationsListResult> {
    const found = await this.conversations.list(
      caller.userId,
      input.before,
      conversationPageSize + 1,
    );
    const shown = found.slice(0, conversationPageSize);
    const cards = await this.members.cards(
      shown.flatMap((conversation) =>
        conversation.otherDeleted ? [] : [conversation.otherUserId],
      ),
      caller,
    );
    const cardOf = new Map(cards.map((card) => [card.id, card]));
    const result = shown.flatMap((conversation) => {
      const other: ConversationOther | undefined = conversation.otherDeleted
        ? { id: conversation.otherUserId, deleted: true }
        : cardOf.get(conversation.otherUserId);
      if (!other) return [];
      return [
        {
          conversation_id: conversation.conversationId,
          other,
          last_message: viewOf(conversation.lastMessage),
          unread: conversation.unread,
        },
      ];
    });
    const last = shown.at(-1);
    return {
      status: 'OK',
      result,
      next_before: found.length > conversationPageSize && last ? last.lastMessage.id : null,
      unavailable: shown.length - result.length,
    };
  }

  async get(caller: Caller, input: ConversationGetInput): Promise<ConversationResult> {
    const target = await this.targetOf(caller, input);
    if (await this.erased.isErased(target.other)) return this.kept(caller, target, input.before);
    const other = await this.availableOther(target.other, caller);
    const conversationId =
      target.conversationId ?? (await this.openWith(caller.userId, target.other));
    if (conversationId === null) {
      return {
        status: 'OK',
        conversation_id: null,
        other,
        can_write: (await this.memberships.active([caller.userId])).has(caller.userId),
        messages: [],
        next_before: null,
      };
    }
    return {
      status: 'OK',
      conversation_id: conversationId,
      other,
      can_write: true,
      ...(await this.page(conversationId, input.before)),
    };
  }

  /**
   * The conversation kept after the other member deleted their account, read-only, without
   * their name, photo or messages' texts; a member who had none open with them finds nothing.
   */
  private async kept(
    caller: Caller,
    target: Target,
    before: number | undefined,
  ): Promise<ConversationResult> {
    const conversationId =
      target.conversationId ?? (await this.conversations.keptWith(caller.userId, target.other));
    if (conversationId === null) throw erasedMember();
    return {
      status: 'OK',
      conversation_id: conversationId,
      other: { id: target.other, deleted: true },
      can_write: false,
      ...(await this.page(conversationId, before)),
    };
  }

  /** A page of the conversation's messages, newest first, and the `before` of the next. */
  private async page(
    conversationId: number,
    before: number | undefined,
  ): Promise<Pick<ConversationResult, 'messages' | 'next_before'>> {
    const found = await this.conversations.history(conversationId, before, messagePageSize + 1);
    const messages = found.slice(0, messagePageSize);
    const last = messages.at(-1);
    return {
      messages: messages.map(viewOf),
      next_before: found.length > messagePageSize && last ? last.id : null,
    };
  }

  /**
   * Stores the message and, in the same transaction, what it tells: the message to both
   * members' open tabs, each with their counts, and the receiver's notification.
   */
  async send(caller: Caller, input: SendMessageInput): Promise<SendMessageResult> {
    const target = await this.targetOf(caller, input);
    const other = target.other;
    // The sender's name, for the push of the receiver's notification.
    const [deactivated, names] = await Promise.all([
      this.memberStatuses.isDeactivated(other),
      this.members.visibleNames([caller.userId]),
    ]);
    if (deactivated) throw notFound(MessageCode.profileUnavailable);
    const sent = await this.interests.inPairLock(caller.userId, other, async (manager) => {
      if ((await this.erased.hold(manager, [caller.userId, other])).size > 0) throw erasedMember();
      await this.conversations.lockSender(manager, caller.userId);
      const subscribed = await this.memberships.active([caller.userId, other], manager);
      const mine = subscribed.has(caller.userId);
      const conversationId = await this.writableConversation(manager, caller, target, mine);
      const message = await this.conversations.addMessage(manager, {
        conversationId,
        senderId: caller.userId,
        receiverId: other,
        shown: shownMessage(input.text, mine && subscribed.has(other)),
      });
      const told = { conversation_id: conversationId, message: viewOf(message) };
      for (const member of [other, caller.userId]) {
        await this.outbox.live(manager, member, {
          kind: 'message',
          data: {
            ...told,
            unread: await this.conversations.unreadIn(manager, conversationId, member),
            unread_total: await this.conversations.unreadTotal(member, manager),
          },
        });
      }
      await this.notifications.write(
        manager,
        notificationOf.message(other, caller.userId, conversationId),
        names,
      );
      return told;
    });
    return { status: 'OK', ...sent };
  }

  /**
   * Moves the caller's read mark; the other member's tabs and the caller's own are told only of
   * a mark that moved: asking again changes nothing, tells nobody. A conversation kept after the
   * other member deleted their account is read too, and only the caller's tabs are told.
   */
  async read(caller: Caller, input: ReadConversationInput): Promise<ReadConversationResult> {
    const side = await this.conversations.sideOf(input.conversation_id, caller.userId);
    if (!side) throw unavailable();
    return this.interests.inPairLock(
      caller.userId,
      side.otherUserId,
      async (manager): Promise<ReadConversationResult> => {
        const now = await this.conversations.sideOf(input.conversation_id, caller.userId, manager);
        if (!now || !(now.open || now.otherDeleted)) throw unavailable();
        const erased = await this.erased.hold(manager, [caller.userId, side.otherUserId]);
        if (erased.has(caller.userId)) throw unavailable();
        const marked = await this.conversations.markRead(
          manager,
          input.conversation_id,
          caller.userId,
          input.up_to,
        );
        // The bell's "new messages" in this conversation has been seen once all of them are read.
        if (marked.unread === 0)
          await this.notificationRows.markConversationRead(
            manager,
            caller.userId,
            input.conversation_id,
          );
        const total = await this.conversations.unreadTotal(caller.userId, manager);
        if (marked.moved) {
          const told = {
            conversation_id: input.conversation_id,
            reader_id: caller.userId,
            read_up_to: marked.readUpTo,
          };
          if (!erased.has(side.otherUserId))
            await this.outbox.live(manager, side.otherUserId, {
              kind: 'conversation-read',
              data: told,
            });
          await this.outbox.live(manager, caller.userId, {
            kind: 'conversation-read',
            data: { ...told, unread: marked.unread, unread_total: total },
          });
        }
        return {
          status: 'OK',
          conversation_id: input.conversation_id,
          read_up_to: marked.readUpTo,
          unread: marked.unread,
          unread_total: total,
        };
      },
    );
  }

  async unread(caller: Caller): Promise<UnreadMessagesResult> {
    return { status: 'OK', unread: await this.conversations.unreadTotal(caller.userId) };
  }

  /**
   * The other member of the conversation a request names: a closed or foreign one is 404 (one
   * kept after the other's deletion is not closed to read, and refuses a message later).
   */
  private async targetOf(
    caller: Caller,
    input: { conversation_id?: number; other_user_id?: number },
  ): Promise<Target> {
    if (input.conversation_id !== undefined) {
      const side = await this.conversations.sideOf(input.conversation_id, caller.userId);
      if (!side || !(side.open || side.otherDeleted)) throw unavailable();
      return { other: side.otherUserId, conversationId: side.conversationId };
    }
    if (input.other_user_id === undefined) throw badRequest(MessageCode.chooseOneConversation);
    if (input.other_user_id === caller.userId) throw badRequest(MessageCode.notWriteYourself);
    return { other: input.other_user_id };
  }

  /** The open conversation with a match, or null; not matched is 403, blocked 404. */
  private async openWith(userId: number, other: number): Promise<number | null> {
    if (await this.blocks.eitherBlocked(userId, other)) throw unavailable();
    const conversationId = await this.conversations.openBetween(userId, other);
    if (conversationId !== null) return conversationId;
    if (!(await this.conversations.matched(userId, other)))
      throw forbidden(MessageCode.notMatchedToWrite);
    return null;
  }

  /**
   * Under the pair's and the sender's locks: the conversation the caller may write in now,
   * opened when they may open it, within the sender's limits.
   */
  private async writableConversation(
    manager: EntityManager,
    caller: Caller,
    target: Target,
    subscribed: boolean,
  ): Promise<number> {
    if (await this.blocks.eitherBlocked(caller.userId, target.other, manager)) throw unavailable();
    const matched = await this.conversations.matched(caller.userId, target.other, manager);
    const open = matched
      ? await this.conversations.openBetween(caller.userId, target.other, manager)
      : null;
    if (target.conversationId !== undefined && open !== target.conversationId) throw unavailable();
    if (!matched) throw forbidden(MessageCode.notMatchedToWrite);
    const right = writeRight(open !== null, subscribed);
    if (right === 'subscribe') throw forbidden(MessageCode.subscribeToWrite);
    assertUnder(
      conversationLimits.messages,
      await this.conversations.recentMessages(
        manager,
        caller.userId,
        conversationLimits.messages.windowSeconds,
      ),
      MessageCode.tooManyMessages,
    );
    if (open !== null) return open;
    assertUnder(
      conversationLimits.newConversations,
      await this.conversations.recentlyOpened(
        manager,
        caller.userId,
        conversationLimits.newConversations.windowSeconds,
      ),
      MessageCode.tooManyConversations,
    );
    return this.conversations.open(manager, caller.userId, target.other);
  }

  /** The other member's card as the lists show it; 404 when they are no longer there to see. */
  private async availableOther(other: number, caller: Caller): Promise<CategoryCard> {
    if (await this.memberStatuses.isDeactivated(other))
      throw notFound(MessageCode.profileUnavailable);
    const card = await this.members.availableCard(other, caller);
    if (!card) throw notFound(MessageCode.memberUnavailable);
    return card;
  }
}
