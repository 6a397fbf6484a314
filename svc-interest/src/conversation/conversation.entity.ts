import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A conversation of one match between two members (member_low < member_high). */
@Entity({ name: 'conversation' })
export class ConversationEntity {
  @PrimaryGeneratedColumn('identity', { name: 'conversation_id', type: 'int' })
  conversationId!: number;

  @Column({ name: 'member_low', type: 'int' })
  memberLow!: number;

  @Column({ name: 'member_high', type: 'int' })
  memberHigh!: number;

  @Column({ name: 'opened_by', type: 'int' })
  openedBy!: number;

  @Column({ name: 'match_since', type: 'timestamptz' })
  matchSince!: Date;

  @Column({ name: 'created_at', type: 'timestamptz', insert: false })
  createdAt!: Date;
}

/** One message; `original_text` keeps what was written when contact details were masked. */
@Entity({ name: 'conversation_message' })
export class ConversationMessageEntity {
  /** bigint: TypeORM reads it as a string. */
  @PrimaryGeneratedColumn('identity', { name: 'message_id', type: 'bigint' })
  messageId!: string;

  @Column({ name: 'conversation_id', type: 'int' })
  conversationId!: number;

  @Column({ name: 'sender_id', type: 'int' })
  senderId!: number;

  /** Null once removed: its sender's account was deleted (issue 29). */
  @Column({ name: 'text', type: 'text', nullable: true })
  text!: string | null;

  @Column({ name: 'original_text', type: 'text', nullable: true })
  originalText!: string | null;

  @Column({ name: 'masked', type: 'boolean' })
  masked!: boolean;

  @Column({ name: 'sent_at', type: 'timestamptz', insert: false })
  sentAt!: Date;
}

/** A member's side of a conversation: the latest message, their read mark, their unread count. */
@Entity({ name: 'conversation_member' })
export class ConversationMemberEntity {
  @PrimaryColumn({ name: 'conversation_id', type: 'int' })
  conversationId!: number;

  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ name: 'other_user_id', type: 'int' })
  otherUserId!: number;

  /** bigint: TypeORM reads it as a string. */
  @Column({ name: 'last_message_id', type: 'bigint' })
  lastMessageId!: string;

  @Column({ name: 'last_read_message_id', type: 'bigint' })
  lastReadMessageId!: string;

  @Column({ name: 'unread', type: 'int' })
  unread!: number;

  /** The other member deleted their account while this was open: it stays, read-only. */
  @Column({ name: 'other_deleted_at', type: 'timestamptz', nullable: true })
  otherDeletedAt!: Date | null;
}
