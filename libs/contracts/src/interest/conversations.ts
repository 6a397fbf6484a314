import { z } from 'zod';
import { idSchema, textSchema } from '../fields';

import { categoryCardSchema } from '../profile/view';
import { MessageCode } from '../messages';

/**
 * Conversations between matched members (issue 16): one open conversation per match, closed for
 * both by a block or an unmatch. Messages are numbered in the order they were sent; the numbers
 * are the cursors.
 */

export const conversationPageSize = 20;
export const messagePageSize = 30;
export const messageMaxLength = 2000;

const memberId = idSchema(MessageCode.notFoundUser);
const conversationId = idSchema(MessageCode.conversationUnavailable);
/** A message's number (bigint in the database, well within a safe integer). */
const messageId = z.union([
  z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^\s*\d{1,15}\s*$/)
    .transform(Number)
    .pipe(z.number().int().min(1)),
]);
const time = z.iso.datetime();

/** Which conversation: by its id, or the one with another member (opened by the first message). */
const targetFields = {
  conversation_id: conversationId.optional(),
  other_user_id: memberId.optional(),
};
const oneTarget = (input: { conversation_id?: number; other_user_id?: number }) =>
  (input.conversation_id === undefined) !== (input.other_user_id === undefined);

/** POST /api/get-conversations: the caller's open conversations, the latest message first. */
export const conversationsListSchema = z.object({
  user_id: memberId,
  /** `next_before` of the previous page. */
  before: messageId.optional(),
});
export type ConversationsListInput = z.infer<typeof conversationsListSchema>;

/** POST /api/get-conversation: a conversation's messages, newest page first. */
export const conversationGetSchema = z
  .object({ user_id: memberId, ...targetFields, before: messageId.optional() })
  .refine(oneTarget, { error: MessageCode.chooseOneConversation });
export type ConversationGetInput = z.infer<typeof conversationGetSchema>;

/** POST /api/send-message: opens the conversation with `other_user_id` when there is none. */
export const sendMessageSchema = z
  .object({
    user_id: memberId,
    ...targetFields,
    text: textSchema({
      max: messageMaxLength,
      multiline: true,
      error: MessageCode.messageRequired,
      tooLong: MessageCode.messageTooLong,
    }).min(1, { error: MessageCode.messageRequired }),
  })
  .refine(oneTarget, { error: MessageCode.chooseOneConversation });
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** POST /api/read-conversation: the caller has read the conversation up to `up_to`. */
export const readConversationSchema = z.object({
  user_id: memberId,
  conversation_id: conversationId,
  up_to: messageId,
});
export type ReadConversationInput = z.infer<typeof readConversationSchema>;

/** POST /api/get-unread-messages: the menu's badge. */
export const unreadMessagesSchema = z.object({ user_id: memberId });
export type UnreadMessagesInput = z.infer<typeof unreadMessagesSchema>;

/** A message as one of the two members sees it. */
export const conversationMessageSchema = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  /**
   * With contact details masked when either member had no membership as it was sent; empty
   * when the message was removed.
   */
  text: z.string(),
  /** Contact details were masked: the conversation view says why. */
  masked: z.boolean(),
  sent_at: time,
  /** The receiver has read it (the sender's read mark). */
  read: z.boolean(),
  /**
   * Its sender deleted their account (issue 29): the message keeps its place, without its text.
   * Left out by live events stored before it was declared.
   */
  removed: z.boolean().optional(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/**
 * The other member of a conversation whose account was deleted (issue 29): their name and
 * photo are gone; the id remains, as the conversation's link.
 */
export const deletedMemberSchema = z.object({ id: z.number(), deleted: z.literal(true) });
export type DeletedMember = z.infer<typeof deletedMemberSchema>;

/** The other member: their card as the interest lists show it, or a deleted member. */
export const conversationOtherSchema = z.union([categoryCardSchema, deletedMemberSchema]);
export type ConversationOther = z.infer<typeof conversationOtherSchema>;

export const conversationSummarySchema = z.object({
  conversation_id: z.number().int(),
  /**
   * The other member. A conversation with a member who deleted their account while it was open
   * stays in the list, read-only.
   */
  other: conversationOtherSchema,
  last_message: conversationMessageSchema,
  /** Messages from the other member the caller has not read. */
  unread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationsListResultSchema = z.object({
  status: z.literal('OK'),
  result: z.array(conversationSummarySchema),
  /** The `before` that asks for the next page; null on the last one. */
  next_before: z.number().int().nullable(),
  /** Conversations of this page with a member no longer there to see: counted only. */
  unavailable: z.number().int(),
});
export type ConversationsListResult = z.infer<typeof conversationsListResultSchema>;

export const conversationResultSchema = z.object({
  status: z.literal('OK'),
  /** Null when the two have no open conversation yet. */
  conversation_id: z.number().int().nullable(),
  other: conversationOtherSchema,
  /**
   * Whether the caller may write now; false: the page offers Subscribe (or, with a deleted
   * member, says they left).
   */
  can_write: z.boolean(),
  /** Newest first. */
  messages: z.array(conversationMessageSchema),
  next_before: z.number().int().nullable(),
});
export type ConversationResult = z.infer<typeof conversationResultSchema>;

export const sendMessageResultSchema = z.object({
  status: z.literal('OK'),
  conversation_id: z.number().int(),
  message: conversationMessageSchema,
});
export type SendMessageResult = z.infer<typeof sendMessageResultSchema>;

export const readConversationResultSchema = z.object({
  status: z.literal('OK'),
  conversation_id: z.number().int(),
  read_up_to: z.number().int(),
  /** Left unread in this conversation, and in all of the caller's. */
  unread: z.number().int(),
  unread_total: z.number().int(),
});
export type ReadConversationResult = z.infer<typeof readConversationResultSchema>;

export const unreadMessagesResultSchema = z.object({
  status: z.literal('OK'),
  unread: z.number().int(),
});
export type UnreadMessagesResult = z.infer<typeof unreadMessagesResultSchema>;

/** A live event of kind 'message': to both members, each seeing the message as their view does. */
export const liveMessageDataSchema = z.object({
  conversation_id: z.number().int(),
  message: conversationMessageSchema,
  /** The feed's member's unread messages in this conversation, and in all of theirs. */
  unread: z.number().int(),
  unread_total: z.number().int(),
});
export type LiveMessageData = z.infer<typeof liveMessageDataSchema>;

/**
 * A live event of kind 'conversation-read': to the other member (their read marks) and to the
 * reader's own tabs, which alone also receive the reader's unread counts.
 */
export const liveConversationReadDataSchema = z.object({
  conversation_id: z.number().int(),
  reader_id: z.number().int(),
  read_up_to: z.number().int(),
  unread: z.number().int().optional(),
  unread_total: z.number().int().optional(),
});
export type LiveConversationReadData = z.infer<typeof liveConversationReadDataSchema>;
